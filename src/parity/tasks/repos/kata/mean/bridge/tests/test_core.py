from kata_mean.core import bridge


def test_bridge_0():
    assert bridge([]) == 0


def test_bridge_1():
    assert bridge([21]) == 21


def test_bridge_2():
    assert bridge([13, 25, 6, 30, 9]) == 16


def test_bridge_3():
    assert bridge([23, 19, 15]) == 19


def test_bridge_4():
    assert bridge([19, 7]) == 13


def test_bridge_5():
    assert bridge([0, 2, 20, 28, 17]) == 13

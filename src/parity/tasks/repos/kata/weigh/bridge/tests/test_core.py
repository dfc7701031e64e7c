from kata_weigh.core import bridge


def test_bridge_0():
    assert bridge([9, 2]) == 11


def test_bridge_1():
    assert bridge([9, 12, 4]) == 37


def test_bridge_2():
    assert bridge([10]) == 20


def test_bridge_3():
    assert bridge([0]) == 0


def test_bridge_4():
    assert bridge([2, 4, 3, 6, 7]) == 22


def test_bridge_5():
    assert bridge([5, 1, 9]) == 15

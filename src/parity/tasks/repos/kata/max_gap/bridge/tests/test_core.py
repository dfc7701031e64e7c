from kata_max_gap.core import bridge


def test_bridge_0():
    assert bridge([3, 6, 14, 18, 20]) == 8


def test_bridge_1():
    assert bridge([6, 17, 19, 20, 20]) == 11


def test_bridge_2():
    assert bridge([19]) == 0


def test_bridge_3():
    assert bridge([2, 13, 18, 26]) == 11


def test_bridge_4():
    assert bridge([2, 16, 22]) == 14


def test_bridge_5():
    assert bridge([0, 5, 27, 30]) == 22

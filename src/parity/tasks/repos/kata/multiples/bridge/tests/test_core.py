from kata_multiples.core import bridge


def test_bridge_0():
    assert bridge([6, 0, 6, 11, 10, 9]) == 3


def test_bridge_1():
    assert bridge([-2, -4]) == 0


def test_bridge_2():
    assert bridge([-6, 20, -4, -6, 17, 1]) == 1


def test_bridge_3():
    assert bridge([8, 15, 2, 7, 5]) == 2


def test_bridge_4():
    assert bridge([2, 17, -4, 18, -1]) == 2


def test_bridge_5():
    assert bridge([1, 17, 0, -5, 18, -5]) == 1

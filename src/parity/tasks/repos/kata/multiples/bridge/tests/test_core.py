from kata_multiples.core import bridge


def test_bridge_0():
    assert bridge([15, -6, 4, 13]) == 3


def test_bridge_1():
    assert bridge([5, -1]) == 1


def test_bridge_2():
    assert bridge([-4, 17, 15, 7, 11]) == 4


def test_bridge_3():
    assert bridge([15, 8, 9]) == 3


def test_bridge_4():
    assert bridge([15, 14, 4, -6, 5, -6]) == 4


def test_bridge_5():
    assert bridge([1, 10]) == 2

from kata_mean.core import hammer


def test_hammer_0():
    assert hammer([]) == 0


def test_hammer_1():
    assert hammer([11, 3, 13, 8, 18, 18]) == 11


def test_hammer_2():
    assert hammer([29]) == 29


def test_hammer_3():
    assert hammer([15, 11, 6, 2, 5, 2]) == 6


def test_hammer_4():
    assert hammer([13]) == 13


def test_hammer_5():
    assert hammer([10]) == 10

from kata_multiples.core import valley


def test_valley_0():
    assert valley([20, 5, 17]) == 3


def test_valley_1():
    assert valley([6, 14]) == 2


def test_valley_2():
    assert valley([11, 3, 6, 19, 13, -6]) == 5


def test_valley_3():
    assert valley([-3, 4, -6, 7, -2, -4]) == 2


def test_valley_4():
    assert valley([-5, 15, 11]) == 2


def test_valley_5():
    assert valley([12, -4, 18]) == 2

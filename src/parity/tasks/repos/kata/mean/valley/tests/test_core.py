from kata_mean.core import valley


def test_valley_0():
    assert valley([]) == 0


def test_valley_1():
    assert valley([13]) == 13


def test_valley_2():
    assert valley([6, 24, 23, 20, 2, 2]) == 12


def test_valley_3():
    assert valley([27, 2, 12]) == 13


def test_valley_4():
    assert valley([12, 27, 22, 13, 6, 10]) == 15


def test_valley_5():
    assert valley([1, 10, 16, 4]) == 7

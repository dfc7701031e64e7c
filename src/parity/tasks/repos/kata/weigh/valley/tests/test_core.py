from kata_weigh.core import valley


def test_valley_0():
    assert valley([1, 1, 1, 3]) == 6


def test_valley_1():
    assert valley([12]) == 24


def test_valley_2():
    assert valley([6, 3]) == 9


def test_valley_3():
    assert valley([9, 1, 6, 8]) == 24


def test_valley_4():
    assert valley([0, 2, 3, 7]) == 12


def test_valley_5():
    assert valley([4, 9, 8, 12, 3]) == 48

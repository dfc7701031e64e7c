from kata_mean.core import valley


def test_valley_0():
    assert valley([]) == 0


def test_valley_1():
    assert valley([13, 29, 27, 7]) == 19


def test_valley_2():
    assert valley([23, 15, 0, 16, 26, 19]) == 16


def test_valley_3():
    assert valley([12, 22, 25, 27, 25, 10]) == 20


def test_valley_4():
    assert valley([30, 18]) == 24


def test_valley_5():
    assert valley([9, 25, 5]) == 13

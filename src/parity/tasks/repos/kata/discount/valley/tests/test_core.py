from kata_discount.core import valley


def test_valley_0():
    assert valley(32, 8) == 214


def test_valley_1():
    assert valley(24, 8) == 160


def test_valley_2():
    assert valley(33, 5) == 138


def test_valley_3():
    assert valley(11, 1) == 11


def test_valley_4():
    assert valley(20, 3) == 60


def test_valley_5():
    assert valley(20, 4) == 67

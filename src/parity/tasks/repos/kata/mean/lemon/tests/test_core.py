from kata_mean.core import lemon


def test_lemon_0():
    assert lemon([]) == 0


def test_lemon_1():
    assert lemon([19, 15, 1, 20]) == 13


def test_lemon_2():
    assert lemon([0, 23, 11, 2]) == 9


def test_lemon_3():
    assert lemon([22, 9, 6, 10]) == 11


def test_lemon_4():
    assert lemon([12, 15, 0, 8]) == 8


def test_lemon_5():
    assert lemon([26, 29, 3]) == 19

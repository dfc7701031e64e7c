from kata_discount.core import lemon


def test_lemon_0():
    assert lemon(7, 10) == 63


def test_lemon_1():
    assert lemon(33, 3) == 99


def test_lemon_2():
    assert lemon(36, 11) == 357


def test_lemon_3():
    assert lemon(26, 6) == 141


def test_lemon_4():
    assert lemon(4, 10) == 36


def test_lemon_5():
    assert lemon(20, 5) == 100

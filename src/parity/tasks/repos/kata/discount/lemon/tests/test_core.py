from kata_discount.core import lemon


def test_lemon_0():
    assert lemon(38, 4) == 122


def test_lemon_1():
    assert lemon(9, 7) == 51


def test_lemon_2():
    assert lemon(12, 12) == 116


def test_lemon_3():
    assert lemon(25, 10) == 200


def test_lemon_4():
    assert lemon(11, 9) == 80


def test_lemon_5():
    assert lemon(20, 3) == 60

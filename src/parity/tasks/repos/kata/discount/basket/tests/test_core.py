from kata_discount.core import basket


def test_basket_0():
    assert basket(3, 1) == 3


def test_basket_1():
    assert basket(38, 2) == 76


def test_basket_2():
    assert basket(36, 1) == 36


def test_basket_3():
    assert basket(2, 4) == 7


def test_basket_4():
    assert basket(10, 6) == 53


def test_basket_5():
    assert basket(20, 3) == 60

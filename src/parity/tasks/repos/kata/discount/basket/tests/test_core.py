from kata_discount.core import basket


def test_basket_0():
    assert basket(2, 9) == 16


def test_basket_1():
    assert basket(9, 9) == 70


def test_basket_2():
    assert basket(26, 4) == 104


def test_basket_3():
    assert basket(8, 12) == 83


def test_basket_4():
    assert basket(8, 4) == 32


def test_basket_5():
    assert basket(20, 6) == 120

from kata_wrap.core import basket


def test_basket_0():
    assert basket(-5) == 6


def test_basket_1():
    assert basket(23) == 2


def test_basket_2():
    assert basket(-4) == 7


def test_basket_3():
    assert basket(7) == 2


def test_basket_4():
    assert basket(6) == 1


def test_basket_5():
    assert basket(10, 4, 2) == 0

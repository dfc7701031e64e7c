from kata_wrap.core import basket


def test_basket_0():
    assert basket(23) == 2


def test_basket_1():
    assert basket(-1) == 2


def test_basket_2():
    assert basket(14) == 1


def test_basket_3():
    assert basket(-8) == 3


def test_basket_4():
    assert basket(18) == 5


def test_basket_5():
    assert basket(-3) == 0

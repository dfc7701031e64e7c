from kata_bonus.core import basket


def test_basket_0():
    assert basket(21) == 25


def test_basket_1():
    assert basket(23) == 27


def test_basket_2():
    assert basket(55) == 66


def test_basket_3():
    assert basket(22) == 26


def test_basket_4():
    assert basket(55, 2) == 66


def test_basket_5():
    assert basket(55, 3) == 77

from kata_clamp.core import basket


def test_basket_0():
    assert basket(2) == 3


def test_basket_1():
    assert basket(3) == 3


def test_basket_2():
    assert basket(4) == 4


def test_basket_3():
    assert basket(18) == 18


def test_basket_4():
    assert basket(19) == 19


def test_basket_5():
    assert basket(20) == 19

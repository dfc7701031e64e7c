from kata_floor_gap.core import basket


def test_basket_0():
    assert basket(8, 0) == 8


def test_basket_1():
    assert basket(17, 15) == 3


def test_basket_2():
    assert basket(2, 14) == 3


def test_basket_3():
    assert basket(9, 8) == 3


def test_basket_4():
    assert basket(18, 18) == 3


def test_basket_5():
    assert basket(17, 19) == 3

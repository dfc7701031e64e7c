from kata_floor_gap.core import basket


def test_basket_0():
    assert basket(2, 19) == 1


def test_basket_1():
    assert basket(19, 3) == 16


def test_basket_2():
    assert basket(5, 0) == 5


def test_basket_3():
    assert basket(13, 15) == 1


def test_basket_4():
    assert basket(14, 20) == 1


def test_basket_5():
    assert basket(7, 1) == 6

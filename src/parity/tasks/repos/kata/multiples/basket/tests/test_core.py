from kata_multiples.core import basket


def test_basket_0():
    assert basket([15, 8]) == 2


def test_basket_1():
    assert basket([1, 2, 6, -5, 7, 8]) == 5


def test_basket_2():
    assert basket([6, 4, 2, 1, 17, 13]) == 6


def test_basket_3():
    assert basket([4, 15]) == 2


def test_basket_4():
    assert basket([-4, 16, 19, 13]) == 3


def test_basket_5():
    assert basket([20, 19, -1, -3, 8, 18]) == 4

from kata_multiples.core import basket


def test_basket_0():
    assert basket([0, 10, 11, 5]) == 0


def test_basket_1():
    assert basket([-4, 7, 10, 11, 20]) == 1


def test_basket_2():
    assert basket([-3, -4, 12, 8, 4]) == 3


def test_basket_3():
    assert basket([3, 1, 14]) == 0


def test_basket_4():
    assert basket([15, 16, 3, -5, -6]) == 1


def test_basket_5():
    assert basket([14, 2]) == 0

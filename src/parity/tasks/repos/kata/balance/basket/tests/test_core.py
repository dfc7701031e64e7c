from kata_balance.core import basket


def test_basket_0():
    assert basket([7, 0]) == 0


def test_basket_1():
    assert basket([15, 17, 20, 11, 11, 16, 20]) == -1


def test_basket_2():
    assert basket([10, 20, 8, 7, 1, 17, 19]) == -1


def test_basket_3():
    assert basket([2, 5, 14, 10, 4]) == 3


def test_basket_4():
    assert basket([14, 2, 20, 4, 15, 4]) == 4


def test_basket_5():
    assert basket([13]) == -1

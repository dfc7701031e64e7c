from kata_balance.core import basket


def test_basket_0():
    assert basket([14, 2, 18, 17, 6, 3, 4]) == 3


def test_basket_1():
    assert basket([11, 14, 15, 13, 10]) == -1


def test_basket_2():
    assert basket([14]) == 1


def test_basket_3():
    assert basket([12]) == 1


def test_basket_4():
    assert basket([4, 1, 2]) == 1


def test_basket_5():
    assert basket([3, 8, 18, 6, 7]) == 1

from kata_mean.core import basket


def test_basket_0():
    assert basket([]) == 0


def test_basket_1():
    assert basket([10, 16, 23, 4]) == 13


def test_basket_2():
    assert basket([24, 4, 2, 20]) == 12


def test_basket_3():
    assert basket([22, 18, 8, 22, 6]) == 15


def test_basket_4():
    assert basket([11, 10, 9, 2, 13, 27]) == 12


def test_basket_5():
    assert basket([2, 16, 26, 20, 13]) == 15

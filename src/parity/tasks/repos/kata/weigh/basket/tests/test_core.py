from kata_weigh.core import basket


def test_basket_0():
    assert basket([2, 0]) == 2


def test_basket_1():
    assert basket([5]) == 5


def test_basket_2():
    assert basket([0, 0, 0, 12, 1]) == 37


def test_basket_3():
    assert basket([9, 2, 12, 2, 10]) == 97


def test_basket_4():
    assert basket([12, 0, 6, 6]) == 48


def test_basket_5():
    assert basket([7, 8]) == 31

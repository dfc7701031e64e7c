from kata_max_gap.core import basket


def test_basket_0():
    assert basket([5, 28]) == 23


def test_basket_1():
    assert basket([1, 2, 6, 13, 19, 29]) == 10


def test_basket_2():
    assert basket([3, 16]) == 13


def test_basket_3():
    assert basket([11, 19, 21, 26]) == 8


def test_basket_4():
    assert basket([11, 17, 24, 26]) == 7


def test_basket_5():
    assert basket([3, 3]) == 0

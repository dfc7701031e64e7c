from kata_tail.core import basket


def test_basket_0():
    assert basket([1, 6, 7, 1, 0, 7, 6]) == [0, 7, 6]


def test_basket_1():
    assert basket([4, 2, 9]) == [4, 2, 9]


def test_basket_2():
    assert basket([7, 1, 5, 6, 8, 4, 7]) == [8, 4, 7]


def test_basket_3():
    assert basket([7, 5, 9, 4, 1, 1, 1]) == [1, 1, 1]


def test_basket_4():
    assert basket([8, 2, 2, 6, 8, 5], 0) == []


def test_basket_5():
    assert basket([2, 5, 2, 3, 7, 6], 1) == [6]

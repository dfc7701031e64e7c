from kata_tail.core import basket


def test_basket_0():
    assert basket([7]) == [7]


def test_basket_1():
    assert basket([8, 1, 9, 1, 9, 6, 6]) == [6, 6]


def test_basket_2():
    assert basket([2, 3]) == [2, 3]


def test_basket_3():
    assert basket([8, 3, 0, 9, 9, 7]) == [9, 7]


def test_basket_4():
    assert basket([4, 2, 1, 5, 0, 9], 0) == []


def test_basket_5():
    assert basket([9, 6, 3, 6, 2, 5], 1) == [5]

from kata_tail.rate_stock import rate_stock


def test_rate_stock_0():
    assert rate_stock([3, 3, 2, 9, 7]) == [7]


def test_rate_stock_1():
    assert rate_stock([5, 7, 8, 2, 9, 1]) == [1]


def test_rate_stock_2():
    assert rate_stock([7, 9, 1, 2]) == [2]


def test_rate_stock_3():
    assert rate_stock([8, 3, 8, 5]) == [5]


def test_rate_stock_4():
    assert rate_stock([9, 5, 1, 5, 7, 0]) == [0]


def test_rate_stock_5():
    assert rate_stock([3, 2, 5, 5, 8, 3], 0) == []

from kata_multiples.trim_stock import trim_stock


def test_trim_stock_0():
    assert trim_stock([-1, 10, 11, 16]) == 3


def test_trim_stock_1():
    assert trim_stock([12, 7, -2, 14, 16, 13]) == 5


def test_trim_stock_2():
    assert trim_stock([1, 9]) == 2


def test_trim_stock_3():
    assert trim_stock([-5, -2]) == 0


def test_trim_stock_4():
    assert trim_stock([8, 15, 13]) == 3


def test_trim_stock_5():
    assert trim_stock([15, 15, -3]) == 2

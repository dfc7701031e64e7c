from kata_clamp.rate_stock import rate_stock


def test_rate_stock_0():
    assert rate_stock(2) == 3


def test_rate_stock_1():
    assert rate_stock(3) == 3


def test_rate_stock_2():
    assert rate_stock(4) == 4


def test_rate_stock_3():
    assert rate_stock(7) == 7


def test_rate_stock_4():
    assert rate_stock(8) == 8


def test_rate_stock_5():
    assert rate_stock(9) == 8

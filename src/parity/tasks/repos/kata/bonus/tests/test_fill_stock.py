from kata_bonus.fill_stock import fill_stock


def test_fill_stock_0():
    assert fill_stock(9) == 10


def test_fill_stock_1():
    assert fill_stock(33) == 39


def test_fill_stock_2():
    assert fill_stock(46) == 55


def test_fill_stock_3():
    assert fill_stock(47) == 56


def test_fill_stock_4():
    assert fill_stock(59, 4) == 70


def test_fill_stock_5():
    assert fill_stock(59, 5) == 81

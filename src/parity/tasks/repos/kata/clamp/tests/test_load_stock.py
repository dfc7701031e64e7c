from kata_clamp.load_stock import load_stock


def test_load_stock_0():
    assert load_stock(3) == 4


def test_load_stock_1():
    assert load_stock(4) == 4


def test_load_stock_2():
    assert load_stock(5) == 5


def test_load_stock_3():
    assert load_stock(11) == 11


def test_load_stock_4():
    assert load_stock(12) == 12


def test_load_stock_5():
    assert load_stock(13) == 12

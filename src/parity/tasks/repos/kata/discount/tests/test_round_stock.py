from kata_discount.round_stock import round_stock


def test_round_stock_0():
    assert round_stock(6, 3) == 18


def test_round_stock_1():
    assert round_stock(8, 12) == 72


def test_round_stock_2():
    assert round_stock(37, 10) == 278


def test_round_stock_3():
    assert round_stock(10, 1) == 10


def test_round_stock_4():
    assert round_stock(20, 7) == 140


def test_round_stock_5():
    assert round_stock(20, 8) == 120

from kata_floor_gap.bound_stock import bound_stock


def test_bound_stock_0():
    assert bound_stock(5, 19) == 3


def test_bound_stock_1():
    assert bound_stock(8, 11) == 3


def test_bound_stock_2():
    assert bound_stock(20, 19) == 3


def test_bound_stock_3():
    assert bound_stock(18, 7) == 11


def test_bound_stock_4():
    assert bound_stock(5, 17) == 3


def test_bound_stock_5():
    assert bound_stock(14, 20) == 3

from kata_steps.bound_stock import bound_stock


def test_bound_stock_0():
    assert bound_stock(2, 5) == [6]


def test_bound_stock_1():
    assert bound_stock(0, 7) == [0, 9, 18]


def test_bound_stock_2():
    assert bound_stock(1, 1) == []


def test_bound_stock_3():
    assert bound_stock(6, 7) == [18]


def test_bound_stock_4():
    assert bound_stock(6, 12) == [18, 27]


def test_bound_stock_5():
    assert bound_stock(1, 6) == [3, 12]

from kata_between.bound_stock import bound_stock


def test_bound_stock_0():
    assert bound_stock(2, 3, 9) == False


def test_bound_stock_1():
    assert bound_stock(3, 3, 9) == True


def test_bound_stock_2():
    assert bound_stock(4, 3, 9) == True


def test_bound_stock_3():
    assert bound_stock(8, 3, 9) == True


def test_bound_stock_4():
    assert bound_stock(9, 3, 9) == False


def test_bound_stock_5():
    assert bound_stock(10, 3, 9) == False

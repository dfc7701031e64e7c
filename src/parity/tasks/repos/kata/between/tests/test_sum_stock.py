from kata_between.sum_stock import sum_stock


def test_sum_stock_0():
    assert sum_stock(2, 3, 9) == False


def test_sum_stock_1():
    assert sum_stock(3, 3, 9) == True


def test_sum_stock_2():
    assert sum_stock(4, 3, 9) == True


def test_sum_stock_3():
    assert sum_stock(8, 3, 9) == True


def test_sum_stock_4():
    assert sum_stock(9, 3, 9) == False


def test_sum_stock_5():
    assert sum_stock(10, 3, 9) == False

from kata_wrap.rank_stock import rank_stock


def test_rank_stock_0():
    assert rank_stock(2) == 3


def test_rank_stock_1():
    assert rank_stock(-7) == 4


def test_rank_stock_2():
    assert rank_stock(30) == 1


def test_rank_stock_3():
    assert rank_stock(6) == 2


def test_rank_stock_4():
    assert rank_stock(22) == 3


def test_rank_stock_5():
    assert rank_stock(10, 4, 2) == 0

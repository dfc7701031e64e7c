from kata_balance.rank_order import rank_order


def test_rank_order_0():
    assert rank_order([18]) == 1


def test_rank_order_1():
    assert rank_order([1, 16, 18, 5, 7]) == -1


def test_rank_order_2():
    assert rank_order([13, 10, 8]) == 1


def test_rank_order_3():
    assert rank_order([]) == 0


def test_rank_order_4():
    assert rank_order([19, 16, 9]) == -1


def test_rank_order_5():
    assert rank_order([7]) == -1

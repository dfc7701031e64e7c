from kata_balance.rank_tick import rank_tick


def test_rank_tick_0():
    assert rank_tick([12, 16]) == 2


def test_rank_tick_1():
    assert rank_tick([18]) == 1


def test_rank_tick_2():
    assert rank_tick([]) == 0


def test_rank_tick_3():
    assert rank_tick([15, 9, 7, 3, 14]) == -3


def test_rank_tick_4():
    assert rank_tick([19, 17]) == -2


def test_rank_tick_5():
    assert rank_tick([5, 11]) == -2

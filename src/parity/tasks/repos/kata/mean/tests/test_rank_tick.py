from kata_mean.rank_tick import rank_tick


def test_rank_tick_0():
    assert rank_tick([]) == 0


def test_rank_tick_1():
    assert rank_tick([11]) == 11


def test_rank_tick_2():
    assert rank_tick([8, 27, 21]) == 18


def test_rank_tick_3():
    assert rank_tick([26, 4, 13]) == 14


def test_rank_tick_4():
    assert rank_tick([6, 5]) == 5


def test_rank_tick_5():
    assert rank_tick([14, 19, 13, 21, 25]) == 18

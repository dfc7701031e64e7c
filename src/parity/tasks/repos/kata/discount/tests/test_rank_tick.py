from kata_discount.rank_tick import rank_tick


def test_rank_tick_0():
    assert rank_tick(20, 11) == 184


def test_rank_tick_1():
    assert rank_tick(15, 4) == 50


def test_rank_tick_2():
    assert rank_tick(36, 8) == 240


def test_rank_tick_3():
    assert rank_tick(7, 7) == 41


def test_rank_tick_4():
    assert rank_tick(13, 2) == 26


def test_rank_tick_5():
    assert rank_tick(20, 3) == 60

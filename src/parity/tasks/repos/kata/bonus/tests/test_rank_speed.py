from kata_bonus.rank_speed import rank_speed


def test_rank_speed_0():
    assert rank_speed(16) == 19


def test_rank_speed_1():
    assert rank_speed(38) == 45


def test_rank_speed_2():
    assert rank_speed(20) == 24


def test_rank_speed_3():
    assert rank_speed(21, 5) == 25


def test_rank_speed_4():
    assert rank_speed(21, 6) == 29


def test_rank_speed_5():
    assert rank_speed(51, 5) == 61

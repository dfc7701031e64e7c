from kata_mean.rank_step import rank_step


def test_rank_step_0():
    assert rank_step([]) == 0


def test_rank_step_1():
    assert rank_step([26, 20, 11, 16]) == 18


def test_rank_step_2():
    assert rank_step([2, 29]) == 15


def test_rank_step_3():
    assert rank_step([12, 24, 15, 10]) == 15


def test_rank_step_4():
    assert rank_step([9, 15, 4, 9, 1]) == 7


def test_rank_step_5():
    assert rank_step([22, 25, 2, 14]) == 15

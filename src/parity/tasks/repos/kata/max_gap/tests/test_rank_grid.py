from kata_max_gap.rank_grid import rank_grid


def test_rank_grid_0():
    assert rank_grid([13, 13]) == 0


def test_rank_grid_1():
    assert rank_grid([8, 12, 22, 23, 25, 26]) == 10


def test_rank_grid_2():
    assert rank_grid([3, 6, 10, 19, 23, 25]) == 9


def test_rank_grid_3():
    assert rank_grid([1, 4, 7, 14, 30, 30]) == 16


def test_rank_grid_4():
    assert rank_grid([7, 24]) == 17


def test_rank_grid_5():
    assert rank_grid([6, 13, 17, 29]) == 12

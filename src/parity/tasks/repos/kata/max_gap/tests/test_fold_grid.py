from kata_max_gap.fold_grid import fold_grid


def test_fold_grid_0():
    assert fold_grid([2, 12, 13, 17, 24]) == 10


def test_fold_grid_1():
    assert fold_grid([11, 18, 23, 28]) == 7


def test_fold_grid_2():
    assert fold_grid([3, 5, 8, 18, 18, 22]) == 10


def test_fold_grid_3():
    assert fold_grid([18, 20, 30]) == 10


def test_fold_grid_4():
    assert fold_grid([0, 5, 12, 17, 24, 25]) == 7


def test_fold_grid_5():
    assert fold_grid([3, 3]) == 0

from kata_multiples.fold_step import fold_step


def test_fold_step_0():
    assert fold_step([13, -2, 20, 18, -3]) == 1


def test_fold_step_1():
    assert fold_step([5, 10, 9, 1, 14]) == 1


def test_fold_step_2():
    assert fold_step([14, 5, 7, 2]) == 0


def test_fold_step_3():
    assert fold_step([6, 18, 18, 16]) == 3


def test_fold_step_4():
    assert fold_step([-3, 9, 3, -3]) == 2


def test_fold_step_5():
    assert fold_step([0, 3, 1]) == 1

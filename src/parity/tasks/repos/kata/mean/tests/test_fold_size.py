from kata_mean.fold_size import fold_size


def test_fold_size_0():
    assert fold_size([]) == 0


def test_fold_size_1():
    assert fold_size([13, 16, 11, 7, 28, 24]) == 16


def test_fold_size_2():
    assert fold_size([5, 20]) == 12


def test_fold_size_3():
    assert fold_size([3, 30, 3, 17, 19, 4]) == 12


def test_fold_size_4():
    assert fold_size([11, 15, 16]) == 14


def test_fold_size_5():
    assert fold_size([13, 24]) == 18

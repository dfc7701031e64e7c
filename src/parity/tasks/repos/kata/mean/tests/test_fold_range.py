from kata_mean.fold_range import fold_range


def test_fold_range_0():
    assert fold_range([]) == 0


def test_fold_range_1():
    assert fold_range([30, 17, 5, 10]) == 15


def test_fold_range_2():
    assert fold_range([13, 25]) == 19


def test_fold_range_3():
    assert fold_range([27, 27, 7, 8]) == 17


def test_fold_range_4():
    assert fold_range([30, 11, 12, 27, 2]) == 16


def test_fold_range_5():
    assert fold_range([30, 15, 14, 21, 3]) == 16

from kata_tail.fold_speed import fold_speed


def test_fold_speed_0():
    assert fold_speed([1]) == [1]


def test_fold_speed_1():
    assert fold_speed([6, 6, 8, 4]) == [8, 4]


def test_fold_speed_2():
    assert fold_speed([1, 5]) == [1, 5]


def test_fold_speed_3():
    assert fold_speed([1, 2, 0, 6, 8, 0]) == [8, 0]


def test_fold_speed_4():
    assert fold_speed([1, 4, 4, 7, 0, 1], 0) == []


def test_fold_speed_5():
    assert fold_speed([6, 3, 4, 4, 9, 9], 1) == [9]

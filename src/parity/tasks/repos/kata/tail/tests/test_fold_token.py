from kata_tail.fold_token import fold_token


def test_fold_token_0():
    assert fold_token([4, 2, 7, 6, 3]) == [3]


def test_fold_token_1():
    assert fold_token([1, 1, 6]) == [6]


def test_fold_token_2():
    assert fold_token([7, 9]) == [9]


def test_fold_token_3():
    assert fold_token([8, 8, 2, 0, 1, 0, 7]) == [7]


def test_fold_token_4():
    assert fold_token([3, 5]) == [5]


def test_fold_token_5():
    assert fold_token([2, 4, 5, 6, 1, 6], 0) == []

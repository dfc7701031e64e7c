from kata_mean.fold_token import fold_token


def test_fold_token_0():
    assert fold_token([]) == 0


def test_fold_token_1():
    assert fold_token([5, 4, 24]) == 11


def test_fold_token_2():
    assert fold_token([9, 4]) == 6


def test_fold_token_3():
    assert fold_token([11, 6]) == 8


def test_fold_token_4():
    assert fold_token([18, 25, 5, 1, 3]) == 10


def test_fold_token_5():
    assert fold_token([29, 8]) == 18

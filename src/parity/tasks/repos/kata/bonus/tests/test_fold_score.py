from kata_bonus.fold_score import fold_score


def test_fold_score_0():
    assert fold_score(28) == 35


def test_fold_score_1():
    assert fold_score(44) == 55


def test_fold_score_2():
    assert fold_score(17) == 21


def test_fold_score_3():
    assert fold_score(48) == 60


def test_fold_score_4():
    assert fold_score(26, 4) == 32


def test_fold_score_5():
    assert fold_score(26, 5) == 38

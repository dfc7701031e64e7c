from kata_balance.rank_score import rank_score


def test_rank_score_0():
    assert rank_score([3]) == -1


def test_rank_score_1():
    assert rank_score([20]) == 1


def test_rank_score_2():
    assert rank_score([18]) == 1


def test_rank_score_3():
    assert rank_score([12, 7, 17]) == -1


def test_rank_score_4():
    assert rank_score([3, 2, 19, 16, 10]) == 1


def test_rank_score_5():
    assert rank_score([19, 13, 18, 12, 7]) == -1

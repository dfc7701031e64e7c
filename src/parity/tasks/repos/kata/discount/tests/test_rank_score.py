from kata_discount.rank_score import rank_score


def test_rank_score_0():
    assert rank_score(23, 4) == 92


def test_rank_score_1():
    assert rank_score(6, 6) == 36


def test_rank_score_2():
    assert rank_score(25, 8) == 178


def test_rank_score_3():
    assert rank_score(26, 1) == 26


def test_rank_score_4():
    assert rank_score(27, 6) == 162


def test_rank_score_5():
    assert rank_score(20, 6) == 120

from kata_balance.limit_score import limit_score


def test_limit_score_0():
    assert limit_score([16, 2]) == 2


def test_limit_score_1():
    assert limit_score([18, 6, 13, 12, 12, 4, 19]) == 3


def test_limit_score_2():
    assert limit_score([3, 5, 7, 15, 13, 12]) == -4


def test_limit_score_3():
    assert limit_score([]) == 0


def test_limit_score_4():
    assert limit_score([5, 13, 17, 15]) == -4


def test_limit_score_5():
    assert limit_score([3, 17]) == -2

from kata_multiples.score_limit import score_limit


def test_score_limit_0():
    assert score_limit([2, 12]) == 2


def test_score_limit_1():
    assert score_limit([10, -4]) == 1


def test_score_limit_2():
    assert score_limit([-2, 9, -5, 10, 20, 19]) == 2


def test_score_limit_3():
    assert score_limit([5, -3, 11]) == 0


def test_score_limit_4():
    assert score_limit([6, 0, 13]) == 1


def test_score_limit_5():
    assert score_limit([5, -1, 2, 17, 5]) == 1

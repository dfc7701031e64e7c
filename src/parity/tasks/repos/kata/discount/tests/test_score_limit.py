from kata_discount.score_limit import score_limit


def test_score_limit_0():
    assert score_limit(6, 1) == 6


def test_score_limit_1():
    assert score_limit(10, 5) == 38


def test_score_limit_2():
    assert score_limit(15, 1) == 15


def test_score_limit_3():
    assert score_limit(33, 2) == 66


def test_score_limit_4():
    assert score_limit(20, 3) == 60


def test_score_limit_5():
    assert score_limit(20, 4) == 60

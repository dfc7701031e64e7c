from kata_balance.score_range import score_range


def test_score_range_0():
    assert score_range([12]) == 1


def test_score_range_1():
    assert score_range([2, 6, 12]) == 3


def test_score_range_2():
    assert score_range([0, 0, 12, 8, 6, 2, 18]) == 7


def test_score_range_3():
    assert score_range([18]) == 1


def test_score_range_4():
    assert score_range([3, 14, 13, 10]) == 0


def test_score_range_5():
    assert score_range([17, 12, 10]) == 1

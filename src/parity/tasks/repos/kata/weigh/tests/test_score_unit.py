from kata_weigh.score_unit import score_unit


def test_score_unit_0():
    assert score_unit([11, 11, 11, 10, 6]) == 135


def test_score_unit_1():
    assert score_unit([5, 12]) == 41


def test_score_unit_2():
    assert score_unit([1, 1, 8, 2, 4]) == 32


def test_score_unit_3():
    assert score_unit([12, 4]) == 40


def test_score_unit_4():
    assert score_unit([11, 11, 4]) == 70


def test_score_unit_5():
    assert score_unit([6, 7]) == 27

from kata_multiples.score_cost import score_cost


def test_score_cost_0():
    assert score_cost([-6, 17, 20, 4]) == 0


def test_score_cost_1():
    assert score_cost([4, 12, 18]) == 2


def test_score_cost_2():
    assert score_cost([-4, 5]) == 0


def test_score_cost_3():
    assert score_cost([2, 8, 4]) == 0


def test_score_cost_4():
    assert score_cost([8, 6, 18, 6]) == 3


def test_score_cost_5():
    assert score_cost([0, 3, 1]) == 1

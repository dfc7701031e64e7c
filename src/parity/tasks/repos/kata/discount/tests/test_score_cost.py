from kata_discount.score_cost import score_cost


def test_score_cost_0():
    assert score_cost(19, 10) == 171


def test_score_cost_1():
    assert score_cost(34, 11) == 337


def test_score_cost_2():
    assert score_cost(36, 8) == 260


def test_score_cost_3():
    assert score_cost(18, 7) == 126


def test_score_cost_4():
    assert score_cost(36, 12) == 389


def test_score_cost_5():
    assert score_cost(20, 7) == 140

from kata_floor_gap.bound_score import bound_score


def test_bound_score_0():
    assert bound_score(19, 1) == 18


def test_bound_score_1():
    assert bound_score(13, 2) == 11


def test_bound_score_2():
    assert bound_score(8, 19) == 1


def test_bound_score_3():
    assert bound_score(5, 20) == 1


def test_bound_score_4():
    assert bound_score(0, 1) == 1


def test_bound_score_5():
    assert bound_score(20, 11) == 9

from kata_tail.round_score import round_score


def test_round_score_0():
    assert round_score([6, 8]) == [6, 8]


def test_round_score_1():
    assert round_score([2, 5, 2, 3, 7]) == [5, 2, 3, 7]


def test_round_score_2():
    assert round_score([2, 1, 5, 2, 7, 1]) == [5, 2, 7, 1]


def test_round_score_3():
    assert round_score([5, 0]) == [5, 0]


def test_round_score_4():
    assert round_score([7, 8, 0, 4, 6, 9], 0) == []


def test_round_score_5():
    assert round_score([1, 4, 5, 8, 8, 6], 1) == [6]

from kata_tail.score_delay import score_delay


def test_score_delay_0():
    assert score_delay([8, 2, 8, 6, 1, 9, 9]) == [1, 9, 9]


def test_score_delay_1():
    assert score_delay([7, 6, 8]) == [7, 6, 8]


def test_score_delay_2():
    assert score_delay([8, 3, 0, 0, 4]) == [0, 0, 4]


def test_score_delay_3():
    assert score_delay([2, 3, 3, 9, 6, 9]) == [9, 6, 9]


def test_score_delay_4():
    assert score_delay([1, 1, 0, 3, 3, 2], 0) == []


def test_score_delay_5():
    assert score_delay([3, 5, 6, 8, 6, 1], 1) == [1]

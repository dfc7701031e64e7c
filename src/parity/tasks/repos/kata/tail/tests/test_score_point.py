from kata_tail.score_point import score_point


def test_score_point_0():
    assert score_point([9, 0, 7, 3, 8, 4]) == [4]


def test_score_point_1():
    assert score_point([0, 9, 8]) == [8]


def test_score_point_2():
    assert score_point([1, 6, 5, 6]) == [6]


def test_score_point_3():
    assert score_point([9, 6, 3, 5, 0]) == [0]


def test_score_point_4():
    assert score_point([]) == []


def test_score_point_5():
    assert score_point([5, 3, 5, 5, 5, 5], 0) == []

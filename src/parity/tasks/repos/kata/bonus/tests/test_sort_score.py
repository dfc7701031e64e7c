from kata_bonus.sort_score import sort_score


def test_sort_score_0():
    assert sort_score(58) == 67


def test_sort_score_1():
    assert sort_score(7) == 8


def test_sort_score_2():
    assert sort_score(9) == 10


def test_sort_score_3():
    assert sort_score(40) == 46


def test_sort_score_4():
    assert sort_score(12, 5) == 14


def test_sort_score_5():
    assert sort_score(12, 6) == 16

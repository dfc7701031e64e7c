from kata_wrap.mark_score import mark_score


def test_mark_score_0():
    assert mark_score(24) == 2


def test_mark_score_1():
    assert mark_score(18) == 1


def test_mark_score_2():
    assert mark_score(30) == 3


def test_mark_score_3():
    assert mark_score(-1) == 2


def test_mark_score_4():
    assert mark_score(-3) == 0


def test_mark_score_5():
    assert mark_score(-10) == 3

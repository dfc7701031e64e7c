from kata_bonus.merge_score import merge_score


def test_merge_score_0():
    assert merge_score(9) == 10


def test_merge_score_1():
    assert merge_score(27) == 32


def test_merge_score_2():
    assert merge_score(51) == 61


def test_merge_score_3():
    assert merge_score(13) == 15


def test_merge_score_4():
    assert merge_score(53, 5) == 63


def test_merge_score_5():
    assert merge_score(53, 6) == 73

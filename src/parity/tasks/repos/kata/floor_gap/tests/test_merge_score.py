from kata_floor_gap.merge_score import merge_score


def test_merge_score_0():
    assert merge_score(18, 6) == 12


def test_merge_score_1():
    assert merge_score(9, 6) == 3


def test_merge_score_2():
    assert merge_score(7, 20) == 3


def test_merge_score_3():
    assert merge_score(4, 16) == 3


def test_merge_score_4():
    assert merge_score(17, 13) == 4


def test_merge_score_5():
    assert merge_score(3, 20) == 3

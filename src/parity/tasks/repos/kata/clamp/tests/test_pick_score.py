from kata_clamp.pick_score import pick_score


def test_pick_score_0():
    assert pick_score(1) == 2


def test_pick_score_1():
    assert pick_score(2) == 2


def test_pick_score_2():
    assert pick_score(3) == 3


def test_pick_score_3():
    assert pick_score(15) == 15


def test_pick_score_4():
    assert pick_score(16) == 16


def test_pick_score_5():
    assert pick_score(17) == 16

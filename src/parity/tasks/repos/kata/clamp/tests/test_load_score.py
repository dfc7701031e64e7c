from kata_clamp.load_score import load_score


def test_load_score_0():
    assert load_score(4) == 5


def test_load_score_1():
    assert load_score(5) == 5


def test_load_score_2():
    assert load_score(6) == 6


def test_load_score_3():
    assert load_score(15) == 15


def test_load_score_4():
    assert load_score(16) == 16


def test_load_score_5():
    assert load_score(17) == 16

from kata_wrap.score_tick import score_tick


def test_score_tick_0():
    assert score_tick(7) == 9


def test_score_tick_1():
    assert score_tick(-5) == 7


def test_score_tick_2():
    assert score_tick(-1) == 1


def test_score_tick_3():
    assert score_tick(10) == 2


def test_score_tick_4():
    assert score_tick(3, 7, 0) == 3


def test_score_tick_5():
    assert score_tick(10, 4, 2) == 0

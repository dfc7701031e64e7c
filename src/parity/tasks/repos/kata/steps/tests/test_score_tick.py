from kata_steps.score_tick import score_tick


def test_score_tick_0():
    assert score_tick(6, 7) == [12]


def test_score_tick_1():
    assert score_tick(0, 7) == [0, 4, 8, 12]


def test_score_tick_2():
    assert score_tick(4, 7) == [8, 12]


def test_score_tick_3():
    assert score_tick(1, 3) == [2]


def test_score_tick_4():
    assert score_tick(4, 9) == [8, 12, 16]


def test_score_tick_5():
    assert score_tick(6, 8) == [12]

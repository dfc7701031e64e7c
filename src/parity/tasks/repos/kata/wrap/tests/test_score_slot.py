from kata_wrap.score_slot import score_slot


def test_score_slot_0():
    assert score_slot(1) == 3


def test_score_slot_1():
    assert score_slot(0) == 2


def test_score_slot_2():
    assert score_slot(6) == 8


def test_score_slot_3():
    assert score_slot(-3) == 11


def test_score_slot_4():
    assert score_slot(-9) == 5


def test_score_slot_5():
    assert score_slot(10, 4, 2) == 0

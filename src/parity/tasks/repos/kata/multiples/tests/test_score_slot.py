from kata_multiples.score_slot import score_slot


def test_score_slot_0():
    assert score_slot([3, 15, 17, -3, 15]) == 0


def test_score_slot_1():
    assert score_slot([2, 2, 19, -3, 14]) == 3


def test_score_slot_2():
    assert score_slot([10, 20, 11, 19]) == 2


def test_score_slot_3():
    assert score_slot([-6, -5]) == 0


def test_score_slot_4():
    assert score_slot([-6, 18, -2, -3, 7, 6]) == 2


def test_score_slot_5():
    assert score_slot([17, 1, -5, 0, 7, -6]) == 0

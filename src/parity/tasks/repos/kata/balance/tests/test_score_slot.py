from kata_balance.score_slot import score_slot


def test_score_slot_0():
    assert score_slot([]) == 0


def test_score_slot_1():
    assert score_slot([3, 6, 6, 14, 7, 18, 4]) == 3


def test_score_slot_2():
    assert score_slot([7, 6, 5]) == -1


def test_score_slot_3():
    assert score_slot([2, 7, 5]) == -1


def test_score_slot_4():
    assert score_slot([3, 17, 9, 14, 11, 4, 5]) == -3


def test_score_slot_5():
    assert score_slot([8, 8]) == 2

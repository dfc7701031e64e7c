from kata_floor_gap.round_slot import round_slot


def test_round_slot_0():
    assert round_slot(8, 12) == 0


def test_round_slot_1():
    assert round_slot(3, 3) == 0


def test_round_slot_2():
    assert round_slot(11, 17) == 0


def test_round_slot_3():
    assert round_slot(2, 19) == 0


def test_round_slot_4():
    assert round_slot(15, 0) == 15


def test_round_slot_5():
    assert round_slot(10, 5) == 5

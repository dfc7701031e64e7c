from kata_floor_gap.fill_slot import fill_slot


def test_fill_slot_0():
    assert fill_slot(0, 10) == 3


def test_fill_slot_1():
    assert fill_slot(6, 4) == 3


def test_fill_slot_2():
    assert fill_slot(7, 13) == 3


def test_fill_slot_3():
    assert fill_slot(13, 3) == 10


def test_fill_slot_4():
    assert fill_slot(2, 3) == 3


def test_fill_slot_5():
    assert fill_slot(2, 6) == 3

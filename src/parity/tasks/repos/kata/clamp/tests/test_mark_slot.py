from kata_clamp.mark_slot import mark_slot


def test_mark_slot_0():
    assert mark_slot(0) == 1


def test_mark_slot_1():
    assert mark_slot(1) == 1


def test_mark_slot_2():
    assert mark_slot(2) == 2


def test_mark_slot_3():
    assert mark_slot(19) == 19


def test_mark_slot_4():
    assert mark_slot(20) == 20


def test_mark_slot_5():
    assert mark_slot(21) == 20

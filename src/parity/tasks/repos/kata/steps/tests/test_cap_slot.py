from kata_steps.cap_slot import cap_slot


def test_cap_slot_0():
    assert cap_slot(5, 7) == [10]


def test_cap_slot_1():
    assert cap_slot(3, 5) == [6]


def test_cap_slot_2():
    assert cap_slot(5, 8) == [10, 14]


def test_cap_slot_3():
    assert cap_slot(3, 10) == [6, 10, 14, 18]


def test_cap_slot_4():
    assert cap_slot(4, 5) == [8]


def test_cap_slot_5():
    assert cap_slot(0, 0) == []

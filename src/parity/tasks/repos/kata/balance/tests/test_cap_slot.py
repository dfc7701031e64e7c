from kata_balance.cap_slot import cap_slot


def test_cap_slot_0():
    assert cap_slot([16, 12]) == 2


def test_cap_slot_1():
    assert cap_slot([13, 7]) == -2


def test_cap_slot_2():
    assert cap_slot([5, 3, 16, 9]) == -2


def test_cap_slot_3():
    assert cap_slot([]) == 0


def test_cap_slot_4():
    assert cap_slot([13, 3, 7, 5, 11, 2]) == -4


def test_cap_slot_5():
    assert cap_slot([7, 15]) == -2

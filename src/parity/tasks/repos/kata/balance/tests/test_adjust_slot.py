from kata_balance.adjust_slot import adjust_slot


def test_adjust_slot_0():
    assert adjust_slot([4, 20, 15]) == 1


def test_adjust_slot_1():
    assert adjust_slot([9, 17, 11, 17, 5, 1, 7]) == -7


def test_adjust_slot_2():
    assert adjust_slot([10, 2, 14, 4]) == 4


def test_adjust_slot_3():
    assert adjust_slot([16, 2, 6, 2, 16, 5]) == 4


def test_adjust_slot_4():
    assert adjust_slot([8]) == 1


def test_adjust_slot_5():
    assert adjust_slot([6, 16, 16, 2, 10, 3]) == 4

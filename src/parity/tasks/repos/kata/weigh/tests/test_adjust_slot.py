from kata_weigh.adjust_slot import adjust_slot


def test_adjust_slot_0():
    assert adjust_slot([5, 4]) == 29


def test_adjust_slot_1():
    assert adjust_slot([10, 5]) == 75


def test_adjust_slot_2():
    assert adjust_slot([6, 0, 6, 4]) == 64


def test_adjust_slot_3():
    assert adjust_slot([8, 12, 11, 10, 11]) == 260


def test_adjust_slot_4():
    assert adjust_slot([12, 0, 9, 1]) == 106


def test_adjust_slot_5():
    assert adjust_slot([6, 2, 0, 8]) == 72

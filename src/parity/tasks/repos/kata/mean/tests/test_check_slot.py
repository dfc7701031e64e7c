from kata_mean.check_slot import check_slot


def test_check_slot_0():
    assert check_slot([]) == 0


def test_check_slot_1():
    assert check_slot([16, 9]) == 12


def test_check_slot_2():
    assert check_slot([2, 28, 30, 3, 16, 13]) == 15


def test_check_slot_3():
    assert check_slot([17, 11, 5, 4, 25, 3]) == 10


def test_check_slot_4():
    assert check_slot([23, 27, 25]) == 25


def test_check_slot_5():
    assert check_slot([24, 9, 5, 15, 28, 9]) == 15

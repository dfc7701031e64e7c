from kata_discount.check_slot import check_slot


def test_check_slot_0():
    assert check_slot(5, 1) == 5


def test_check_slot_1():
    assert check_slot(38, 7) == 266


def test_check_slot_2():
    assert check_slot(7, 5) == 35


def test_check_slot_3():
    assert check_slot(18, 12) == 173


def test_check_slot_4():
    assert check_slot(38, 6) == 228


def test_check_slot_5():
    assert check_slot(20, 8) == 128

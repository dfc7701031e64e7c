from kata_discount.limit_slot import limit_slot


def test_limit_slot_0():
    assert limit_slot(24, 4) == 72


def test_limit_slot_1():
    assert limit_slot(8, 10) == 60


def test_limit_slot_2():
    assert limit_slot(21, 1) == 21


def test_limit_slot_3():
    assert limit_slot(9, 11) == 75


def test_limit_slot_4():
    assert limit_slot(21, 9) == 142


def test_limit_slot_5():
    assert limit_slot(20, 3) == 60

from kata_wrap.limit_slot import limit_slot


def test_limit_slot_0():
    assert limit_slot(28) == 10


def test_limit_slot_1():
    assert limit_slot(16) == 9


def test_limit_slot_2():
    assert limit_slot(3) == 7


def test_limit_slot_3():
    assert limit_slot(-3) == 1


def test_limit_slot_4():
    assert limit_slot(17) == 10


def test_limit_slot_5():
    assert limit_slot(10, 4, 2) == 0

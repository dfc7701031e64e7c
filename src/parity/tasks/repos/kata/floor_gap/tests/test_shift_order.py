from kata_floor_gap.shift_order import shift_order


def test_shift_order_0():
    assert shift_order(5, 3) == 2


def test_shift_order_1():
    assert shift_order(9, 9) == 0


def test_shift_order_2():
    assert shift_order(12, 4) == 8


def test_shift_order_3():
    assert shift_order(15, 12) == 3


def test_shift_order_4():
    assert shift_order(1, 13) == 0


def test_shift_order_5():
    assert shift_order(4, 15) == 0

from kata_mean.fill_slot import fill_slot


def test_fill_slot_0():
    assert fill_slot([]) == 0


def test_fill_slot_1():
    assert fill_slot([6, 11, 30, 30]) == 19


def test_fill_slot_2():
    assert fill_slot([8, 25, 4, 6, 26]) == 13


def test_fill_slot_3():
    assert fill_slot([5, 19, 4, 30, 26]) == 16


def test_fill_slot_4():
    assert fill_slot([25, 29, 3, 10, 18]) == 17


def test_fill_slot_5():
    assert fill_slot([17, 20, 19, 3, 19]) == 15

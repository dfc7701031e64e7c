from kata_tail.shift_slot import shift_slot


def test_shift_slot_0():
    assert shift_slot([6, 5, 1, 8, 2]) == [1, 8, 2]


def test_shift_slot_1():
    assert shift_slot([9, 9, 6, 8, 5, 4, 8]) == [5, 4, 8]


def test_shift_slot_2():
    assert shift_slot([2, 1]) == [2, 1]


def test_shift_slot_3():
    assert shift_slot([1, 4]) == [1, 4]


def test_shift_slot_4():
    assert shift_slot([1, 8, 9, 7, 0, 3], 0) == []


def test_shift_slot_5():
    assert shift_slot([8, 6, 0, 6, 6, 9], 1) == [9]

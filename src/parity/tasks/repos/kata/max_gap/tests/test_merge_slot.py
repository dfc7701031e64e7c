from kata_max_gap.merge_slot import merge_slot


def test_merge_slot_0():
    assert merge_slot([2, 8, 11, 22, 24, 29]) == 11


def test_merge_slot_1():
    assert merge_slot([3, 3, 3, 15, 16, 18]) == 12


def test_merge_slot_2():
    assert merge_slot([7, 9, 16, 26]) == 10


def test_merge_slot_3():
    assert merge_slot([8, 15]) == 7


def test_merge_slot_4():
    assert merge_slot([6, 15, 18, 22]) == 9


def test_merge_slot_5():
    assert merge_slot([3, 3]) == 0

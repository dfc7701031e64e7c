from kata_tail.pick_slot import pick_slot


def test_pick_slot_0():
    assert pick_slot([7, 3, 4, 1, 5, 7]) == [5, 7]


def test_pick_slot_1():
    assert pick_slot([5, 9, 0, 0, 1, 9]) == [1, 9]


def test_pick_slot_2():
    assert pick_slot([7, 3, 7, 8, 0, 4, 3]) == [4, 3]


def test_pick_slot_3():
    assert pick_slot([]) == []


def test_pick_slot_4():
    assert pick_slot([5, 0, 9, 1, 0, 1], 0) == []


def test_pick_slot_5():
    assert pick_slot([3, 5, 9, 1, 8, 6], 1) == [6]

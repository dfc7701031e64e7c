from kata_tail.load_slot import load_slot


def test_load_slot_0():
    assert load_slot([4, 0]) == [4, 0]


def test_load_slot_1():
    assert load_slot([8, 4, 4]) == [8, 4, 4]


def test_load_slot_2():
    assert load_slot([1, 7, 1]) == [1, 7, 1]


def test_load_slot_3():
    assert load_slot([5, 2, 4, 8, 1, 0, 3]) == [8, 1, 0, 3]


def test_load_slot_4():
    assert load_slot([0, 6, 4, 4, 6, 4], 0) == []


def test_load_slot_5():
    assert load_slot([1, 0, 0, 9, 2, 3], 1) == [3]

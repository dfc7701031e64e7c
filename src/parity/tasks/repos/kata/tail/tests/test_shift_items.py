from kata_tail.shift_items import shift_items


def test_shift_items_0():
    assert shift_items([0, 2, 9, 4, 4, 0]) == [0]


def test_shift_items_1():
    assert shift_items([4, 7, 6]) == [6]


def test_shift_items_2():
    assert shift_items([9]) == [9]


def test_shift_items_3():
    assert shift_items([1, 7, 5, 3, 9]) == [9]


def test_shift_items_4():
    assert shift_items([]) == []


def test_shift_items_5():
    assert shift_items([1, 0, 1, 9, 6, 3], 0) == []

from kata_tail.mark_level import mark_level


def test_mark_level_0():
    assert mark_level([6, 4, 3, 2]) == [4, 3, 2]


def test_mark_level_1():
    assert mark_level([3]) == [3]


def test_mark_level_2():
    assert mark_level([4, 4, 0]) == [4, 4, 0]


def test_mark_level_3():
    assert mark_level([2]) == [2]


def test_mark_level_4():
    assert mark_level([9, 7, 1, 5, 6, 8], 0) == []


def test_mark_level_5():
    assert mark_level([2, 0, 6, 9, 9, 2], 1) == [2]

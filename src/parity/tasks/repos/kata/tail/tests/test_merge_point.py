from kata_tail.merge_point import merge_point


def test_merge_point_0():
    assert merge_point([7, 9, 6, 3, 8, 7, 5]) == [7, 5]


def test_merge_point_1():
    assert merge_point([3]) == [3]


def test_merge_point_2():
    assert merge_point([4, 9, 1, 0, 0, 1, 3]) == [1, 3]


def test_merge_point_3():
    assert merge_point([5, 8, 1, 1, 7, 4]) == [7, 4]


def test_merge_point_4():
    assert merge_point([7, 9, 3, 3, 9, 3], 0) == []


def test_merge_point_5():
    assert merge_point([0, 4, 1, 6, 5, 6], 1) == [6]

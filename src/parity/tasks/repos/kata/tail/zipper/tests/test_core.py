from kata_tail.core import zipper


def test_zipper_0():
    assert zipper([5, 7, 9, 9, 3, 8, 5]) == [3, 8, 5]


def test_zipper_1():
    assert zipper([4, 5, 2, 9, 1]) == [2, 9, 1]


def test_zipper_2():
    assert zipper([]) == []


def test_zipper_3():
    assert zipper([0, 5, 1, 3, 2, 2, 9]) == [2, 2, 9]


def test_zipper_4():
    assert zipper([4, 0, 5, 6, 7, 5], 0) == []


def test_zipper_5():
    assert zipper([2, 2, 8, 8, 2, 6], 1) == [6]

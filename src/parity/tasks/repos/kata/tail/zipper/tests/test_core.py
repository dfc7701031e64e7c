from kata_tail.core import zipper


def test_zipper_0():
    assert zipper([5]) == [5]


def test_zipper_1():
    assert zipper([0]) == [0]


def test_zipper_2():
    assert zipper([1, 9, 5]) == [9, 5]


def test_zipper_3():
    assert zipper([]) == []


def test_zipper_4():
    assert zipper([2, 0, 0, 0, 3, 1], 0) == []


def test_zipper_5():
    assert zipper([0, 7, 1, 4, 3, 8], 1) == [8]

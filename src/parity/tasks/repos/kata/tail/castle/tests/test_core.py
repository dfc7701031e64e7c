from kata_tail.core import castle


def test_castle_0():
    assert castle([1, 1, 9, 8, 9, 0]) == [9, 0]


def test_castle_1():
    assert castle([2, 2, 5, 7, 6]) == [7, 6]


def test_castle_2():
    assert castle([4, 4, 5, 6, 2]) == [6, 2]


def test_castle_3():
    assert castle([2, 7, 2, 6, 8, 5, 5]) == [5, 5]


def test_castle_4():
    assert castle([5, 9, 0, 1, 7, 8], 0) == []


def test_castle_5():
    assert castle([9, 3, 0, 7, 7, 1], 1) == [1]

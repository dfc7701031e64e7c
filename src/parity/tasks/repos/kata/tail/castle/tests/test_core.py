from kata_tail.core import castle


def test_castle_0():
    assert castle([2, 7, 4, 1, 5]) == [7, 4, 1, 5]


def test_castle_1():
    assert castle([8, 3, 8, 1, 4, 3, 1]) == [1, 4, 3, 1]


def test_castle_2():
    assert castle([0, 0, 4, 3, 1, 6, 4]) == [3, 1, 6, 4]


def test_castle_3():
    assert castle([1, 8, 4, 2, 5, 0, 1]) == [2, 5, 0, 1]


def test_castle_4():
    assert castle([0, 3, 3, 7, 7, 5], 0) == []


def test_castle_5():
    assert castle([8, 9, 2, 5, 3, 7], 1) == [7]

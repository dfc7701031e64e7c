from kata_tail.core import apple


def test_apple_0():
    assert apple([0, 1, 2, 8, 5, 9, 6]) == [8, 5, 9, 6]


def test_apple_1():
    assert apple([2, 9, 8, 0]) == [2, 9, 8, 0]


def test_apple_2():
    assert apple([5, 4, 2, 4, 2]) == [4, 2, 4, 2]


def test_apple_3():
    assert apple([2, 3, 7, 0, 7]) == [3, 7, 0, 7]


def test_apple_4():
    assert apple([6, 1, 1, 3, 6, 4], 0) == []


def test_apple_5():
    assert apple([2, 4, 7, 2, 6, 3], 1) == [3]

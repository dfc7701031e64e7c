from kata_tail.core import apple


def test_apple_0():
    assert apple([1, 6, 5]) == [6, 5]


def test_apple_1():
    assert apple([2]) == [2]


def test_apple_2():
    assert apple([9, 3]) == [9, 3]


def test_apple_3():
    assert apple([4]) == [4]


def test_apple_4():
    assert apple([5, 9, 5, 5, 9, 9], 0) == []


def test_apple_5():
    assert apple([0, 6, 1, 5, 6, 6], 1) == [6]

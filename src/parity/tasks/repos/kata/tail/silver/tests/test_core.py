from kata_tail.core import silver


def test_silver_0():
    assert silver([2, 4, 9]) == [2, 4, 9]


def test_silver_1():
    assert silver([1, 1, 6, 2, 7, 4]) == [2, 7, 4]


def test_silver_2():
    assert silver([]) == []


def test_silver_3():
    assert silver([0, 7, 0, 0, 5]) == [0, 0, 5]


def test_silver_4():
    assert silver([5, 3, 2, 9, 8, 4], 0) == []


def test_silver_5():
    assert silver([0, 3, 4, 6, 4, 0], 1) == [0]

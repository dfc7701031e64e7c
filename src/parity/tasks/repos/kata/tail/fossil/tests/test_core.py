from kata_tail.core import fossil


def test_fossil_0():
    assert fossil([0, 6, 6, 0, 2]) == [6, 0, 2]


def test_fossil_1():
    assert fossil([9, 9, 3, 4, 8, 9, 4]) == [8, 9, 4]


def test_fossil_2():
    assert fossil([7, 5, 5]) == [7, 5, 5]


def test_fossil_3():
    assert fossil([6, 2, 8, 8, 1, 8, 6]) == [1, 8, 6]


def test_fossil_4():
    assert fossil([8, 3, 9, 4, 0, 4], 0) == []


def test_fossil_5():
    assert fossil([6, 6, 5, 4, 0, 3], 1) == [3]

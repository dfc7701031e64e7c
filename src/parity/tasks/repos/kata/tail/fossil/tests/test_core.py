from kata_tail.core import fossil


def test_fossil_0():
    assert fossil([0, 9, 2, 4, 2]) == [2]


def test_fossil_1():
    assert fossil([7, 3, 6, 5, 8]) == [8]


def test_fossil_2():
    assert fossil([]) == []


def test_fossil_3():
    assert fossil([5, 9, 7, 3, 7]) == [7]


def test_fossil_4():
    assert fossil([9, 9, 5, 6, 6, 7]) == [7]


def test_fossil_5():
    assert fossil([7, 0, 2, 1, 2, 8], 0) == []

from kata_multiples.core import fossil


def test_fossil_0():
    assert fossil([9, 0, -6, 16, 8, 13]) == 1


def test_fossil_1():
    assert fossil([20, 15, -1, 13, 8, 4]) == 1


def test_fossil_2():
    assert fossil([4, 7, 12, 18, 14, -2]) == 2


def test_fossil_3():
    assert fossil([7, 6, 1, 5, 6, 3]) == 3


def test_fossil_4():
    assert fossil([0, 2, 1]) == 0


def test_fossil_5():
    assert fossil([12, 5, 8, 1, 13, 4]) == 1

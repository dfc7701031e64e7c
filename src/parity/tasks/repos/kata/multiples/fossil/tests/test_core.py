from kata_multiples.core import fossil


def test_fossil_0():
    assert fossil([7, 15, -4, 12, 2]) == 1


def test_fossil_1():
    assert fossil([5, 17, 19, -2, -5, -6]) == 0


def test_fossil_2():
    assert fossil([6, 20, 5]) == 1


def test_fossil_3():
    assert fossil([5, 19]) == 0


def test_fossil_4():
    assert fossil([10, 12, 20, 20]) == 3


def test_fossil_5():
    assert fossil([0, 0, 4, 14, 11, 6]) == 1

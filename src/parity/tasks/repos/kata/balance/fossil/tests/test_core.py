from kata_balance.core import fossil


def test_fossil_0():
    assert fossil([17, 5, 1, 7, 9]) == -5


def test_fossil_1():
    assert fossil([2, 14, 4, 13, 16]) == 3


def test_fossil_2():
    assert fossil([6]) == 1


def test_fossil_3():
    assert fossil([16]) == 1


def test_fossil_4():
    assert fossil([2, 8]) == 2


def test_fossil_5():
    assert fossil([6, 16, 16, 2, 10, 3]) == 4

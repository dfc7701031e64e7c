from kata_balance.core import fossil


def test_fossil_0():
    assert fossil([20]) == 1


def test_fossil_1():
    assert fossil([17, 6, 1, 18, 19]) == -1


def test_fossil_2():
    assert fossil([9, 20, 2, 16, 7]) == 1


def test_fossil_3():
    assert fossil([18, 0, 10]) == 3


def test_fossil_4():
    assert fossil([]) == 0


def test_fossil_5():
    assert fossil([2, 8, 10, 2]) == 4

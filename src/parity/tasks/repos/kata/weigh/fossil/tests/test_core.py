from kata_weigh.core import fossil


def test_fossil_0():
    assert fossil([6, 4, 2, 8, 2]) == 22


def test_fossil_1():
    assert fossil([10]) == 40


def test_fossil_2():
    assert fossil([9, 1]) == 37


def test_fossil_3():
    assert fossil([10, 12, 8, 9, 6]) == 138


def test_fossil_4():
    assert fossil([4, 4, 4, 0]) == 12


def test_fossil_5():
    assert fossil([12, 11, 4, 4]) == 100

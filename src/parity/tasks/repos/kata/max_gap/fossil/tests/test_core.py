from kata_max_gap.core import fossil


def test_fossil_0():
    assert fossil([4, 24]) == 20


def test_fossil_1():
    assert fossil([8]) == 0


def test_fossil_2():
    assert fossil([12, 16, 20, 24, 27, 28]) == 4


def test_fossil_3():
    assert fossil([8, 9, 15, 16, 19]) == 6


def test_fossil_4():
    assert fossil([5, 6, 11, 15]) == 5


def test_fossil_5():
    assert fossil([1, 30]) == 29

from kata_mean.core import fossil


def test_fossil_0():
    assert fossil([]) == 0


def test_fossil_1():
    assert fossil([0, 15, 5, 7, 17, 7]) == 8


def test_fossil_2():
    assert fossil([15, 23, 19, 12]) == 17


def test_fossil_3():
    assert fossil([22, 13]) == 17


def test_fossil_4():
    assert fossil([16]) == 16


def test_fossil_5():
    assert fossil([17]) == 17

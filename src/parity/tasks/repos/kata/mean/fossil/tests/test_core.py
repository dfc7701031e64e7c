from kata_mean.core import fossil


def test_fossil_0():
    assert fossil([]) == 0


def test_fossil_1():
    assert fossil([27, 7, 6, 19]) == 14


def test_fossil_2():
    assert fossil([10]) == 10


def test_fossil_3():
    assert fossil([22, 9]) == 15


def test_fossil_4():
    assert fossil([14]) == 14


def test_fossil_5():
    assert fossil([6, 30, 20, 15]) == 17

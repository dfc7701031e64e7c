from kata_steps.core import fossil


def test_fossil_0():
    assert fossil(4, 10) == [8, 12, 16]


def test_fossil_1():
    assert fossil(4, 13) == [8, 12, 16, 20, 24]


def test_fossil_2():
    assert fossil(4, 11) == [8, 12, 16, 20]


def test_fossil_3():
    assert fossil(6, 15) == [12, 16, 20, 24, 28]


def test_fossil_4():
    assert fossil(1, 8) == [2, 6, 10, 14]


def test_fossil_5():
    assert fossil(5, 8) == [10, 14]

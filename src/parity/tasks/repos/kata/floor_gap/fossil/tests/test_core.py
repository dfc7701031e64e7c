from kata_floor_gap.core import fossil


def test_fossil_0():
    assert fossil(12, 7) == 5


def test_fossil_1():
    assert fossil(19, 5) == 14


def test_fossil_2():
    assert fossil(14, 1) == 13


def test_fossil_3():
    assert fossil(14, 10) == 4


def test_fossil_4():
    assert fossil(6, 3) == 3


def test_fossil_5():
    assert fossil(5, 5) == 0

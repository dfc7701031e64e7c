from kata_floor_gap.core import fossil


def test_fossil_0():
    assert fossil(13, 0) == 13


def test_fossil_1():
    assert fossil(20, 20) == 0


def test_fossil_2():
    assert fossil(6, 10) == 0


def test_fossil_3():
    assert fossil(8, 10) == 0


def test_fossil_4():
    assert fossil(0, 3) == 0


def test_fossil_5():
    assert fossil(18, 6) == 12

from kata_discount.core import fossil


def test_fossil_0():
    assert fossil(37, 9) == 292


def test_fossil_1():
    assert fossil(30, 9) == 237


def test_fossil_2():
    assert fossil(16, 1) == 16


def test_fossil_3():
    assert fossil(38, 10) == 333


def test_fossil_4():
    assert fossil(20, 7) == 140


def test_fossil_5():
    assert fossil(20, 8) == 140

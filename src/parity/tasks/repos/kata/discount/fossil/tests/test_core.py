from kata_discount.core import fossil


def test_fossil_0():
    assert fossil(11, 11) == 108


def test_fossil_1():
    assert fossil(38, 10) == 338


def test_fossil_2():
    assert fossil(23, 10) == 205


def test_fossil_3():
    assert fossil(31, 12) == 331


def test_fossil_4():
    assert fossil(20, 3) == 60


def test_fossil_5():
    assert fossil(20, 4) == 72

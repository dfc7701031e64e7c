from kata_bonus.core import fossil


def test_fossil_0():
    assert fossil(3) == 3


def test_fossil_1():
    assert fossil(23) == 26


def test_fossil_2():
    assert fossil(24) == 27


def test_fossil_3():
    assert fossil(56) == 64


def test_fossil_4():
    assert fossil(21, 5) == 24


def test_fossil_5():
    assert fossil(27, 6) == 33

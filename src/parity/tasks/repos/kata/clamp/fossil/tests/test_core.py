from kata_clamp.core import fossil


def test_fossil_0():
    assert fossil(2) == 3


def test_fossil_1():
    assert fossil(3) == 3


def test_fossil_2():
    assert fossil(4) == 4


def test_fossil_3():
    assert fossil(15) == 15


def test_fossil_4():
    assert fossil(16) == 16


def test_fossil_5():
    assert fossil(17) == 16

from kata_wrap.core import fossil


def test_fossil_0():
    assert fossil(25) == 5


def test_fossil_1():
    assert fossil(-3) == 10


def test_fossil_2():
    assert fossil(-8) == 5


def test_fossil_3():
    assert fossil(22) == 2


def test_fossil_4():
    assert fossil(26) == 6


def test_fossil_5():
    assert fossil(10, 4, 2) == 0

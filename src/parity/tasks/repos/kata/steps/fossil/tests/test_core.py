from kata_steps.core import fossil


def test_fossil_0():
    assert fossil(2, 2) == []


def test_fossil_1():
    assert fossil(3, 5) == [6, 8]


def test_fossil_2():
    assert fossil(0, 0) == []


def test_fossil_3():
    assert fossil(5, 7) == [10, 12]


def test_fossil_4():
    assert fossil(0, 4) == [0, 2, 4, 6]


def test_fossil_5():
    assert fossil(1, 7) == [2, 4, 6, 8, 10, 12]

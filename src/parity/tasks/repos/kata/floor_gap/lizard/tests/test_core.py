from kata_floor_gap.core import lizard


def test_lizard_0():
    assert lizard(0, 10) == 3


def test_lizard_1():
    assert lizard(19, 6) == 13


def test_lizard_2():
    assert lizard(0, 18) == 3


def test_lizard_3():
    assert lizard(20, 5) == 15


def test_lizard_4():
    assert lizard(13, 2) == 11


def test_lizard_5():
    assert lizard(15, 20) == 3

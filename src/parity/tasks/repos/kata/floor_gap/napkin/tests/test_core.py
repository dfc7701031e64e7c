from kata_floor_gap.core import napkin


def test_napkin_0():
    assert napkin(14, 6) == 8


def test_napkin_1():
    assert napkin(16, 3) == 13


def test_napkin_2():
    assert napkin(1, 0) == 1


def test_napkin_3():
    assert napkin(1, 19) == 1


def test_napkin_4():
    assert napkin(11, 5) == 6


def test_napkin_5():
    assert napkin(8, 3) == 5

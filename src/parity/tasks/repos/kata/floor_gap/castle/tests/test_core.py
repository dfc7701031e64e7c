from kata_floor_gap.core import castle


def test_castle_0():
    assert castle(8, 16) == 3


def test_castle_1():
    assert castle(8, 9) == 3


def test_castle_2():
    assert castle(5, 18) == 3


def test_castle_3():
    assert castle(8, 20) == 3


def test_castle_4():
    assert castle(8, 2) == 6


def test_castle_5():
    assert castle(7, 14) == 3

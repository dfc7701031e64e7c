from kata_floor_gap.core import castle


def test_castle_0():
    assert castle(10, 3) == 7


def test_castle_1():
    assert castle(16, 4) == 12


def test_castle_2():
    assert castle(7, 4) == 3


def test_castle_3():
    assert castle(17, 8) == 9


def test_castle_4():
    assert castle(7, 10) == 0


def test_castle_5():
    assert castle(15, 4) == 11

from kata_floor_gap.core import wagon


def test_wagon_0():
    assert wagon(11, 16) == 3


def test_wagon_1():
    assert wagon(19, 6) == 13


def test_wagon_2():
    assert wagon(4, 9) == 3


def test_wagon_3():
    assert wagon(11, 2) == 9


def test_wagon_4():
    assert wagon(9, 14) == 3


def test_wagon_5():
    assert wagon(18, 4) == 14

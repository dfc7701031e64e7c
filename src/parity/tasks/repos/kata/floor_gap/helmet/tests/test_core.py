from kata_floor_gap.core import helmet


def test_helmet_0():
    assert helmet(16, 11) == 5


def test_helmet_1():
    assert helmet(15, 2) == 13


def test_helmet_2():
    assert helmet(3, 4) == 0


def test_helmet_3():
    assert helmet(14, 8) == 6


def test_helmet_4():
    assert helmet(0, 12) == 0


def test_helmet_5():
    assert helmet(19, 4) == 15

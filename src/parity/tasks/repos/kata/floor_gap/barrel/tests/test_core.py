from kata_floor_gap.core import barrel


def test_barrel_0():
    assert barrel(3, 19) == 0


def test_barrel_1():
    assert barrel(19, 11) == 8


def test_barrel_2():
    assert barrel(7, 17) == 0


def test_barrel_3():
    assert barrel(12, 18) == 0


def test_barrel_4():
    assert barrel(7, 8) == 0


def test_barrel_5():
    assert barrel(8, 10) == 0

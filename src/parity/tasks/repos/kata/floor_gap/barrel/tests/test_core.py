from kata_floor_gap.core import barrel


def test_barrel_0():
    assert barrel(5, 17) == 1


def test_barrel_1():
    assert barrel(19, 6) == 13


def test_barrel_2():
    assert barrel(7, 18) == 1


def test_barrel_3():
    assert barrel(14, 0) == 14


def test_barrel_4():
    assert barrel(6, 18) == 1


def test_barrel_5():
    assert barrel(20, 6) == 14

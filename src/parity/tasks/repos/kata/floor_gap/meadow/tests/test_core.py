from kata_floor_gap.core import meadow


def test_meadow_0():
    assert meadow(9, 20) == 3


def test_meadow_1():
    assert meadow(20, 11) == 9


def test_meadow_2():
    assert meadow(5, 9) == 3


def test_meadow_3():
    assert meadow(15, 15) == 3


def test_meadow_4():
    assert meadow(9, 0) == 9


def test_meadow_5():
    assert meadow(18, 19) == 3

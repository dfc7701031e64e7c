from kata_floor_gap.fill_unit import fill_unit


def test_fill_unit_0():
    assert fill_unit(7, 10) == 2


def test_fill_unit_1():
    assert fill_unit(15, 4) == 11


def test_fill_unit_2():
    assert fill_unit(15, 1) == 14


def test_fill_unit_3():
    assert fill_unit(7, 18) == 2


def test_fill_unit_4():
    assert fill_unit(3, 18) == 2


def test_fill_unit_5():
    assert fill_unit(4, 16) == 2

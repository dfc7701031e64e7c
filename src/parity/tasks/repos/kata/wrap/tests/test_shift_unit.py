from kata_wrap.shift_unit import shift_unit


def test_shift_unit_0():
    assert shift_unit(29) == 8


def test_shift_unit_1():
    assert shift_unit(-10) == 5


def test_shift_unit_2():
    assert shift_unit(6) == 9


def test_shift_unit_3():
    assert shift_unit(0) == 3


def test_shift_unit_4():
    assert shift_unit(-8) == 7


def test_shift_unit_5():
    assert shift_unit(10, 4, 2) == 0

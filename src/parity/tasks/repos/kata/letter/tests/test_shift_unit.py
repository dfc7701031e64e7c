from kata_letter.shift_unit import shift_unit


def test_shift_unit_0():
    assert shift_unit(79) == 'B'


def test_shift_unit_1():
    assert shift_unit(80) == 'A'


def test_shift_unit_2():
    assert shift_unit(81) == 'A'


def test_shift_unit_3():
    assert shift_unit(68) == 'C'


def test_shift_unit_4():
    assert shift_unit(69) == 'B'


def test_shift_unit_5():
    assert shift_unit(70) == 'B'

from kata_letter.shift_range import shift_range


def test_shift_range_0():
    assert shift_range(88) == 'B'


def test_shift_range_1():
    assert shift_range(89) == 'A'


def test_shift_range_2():
    assert shift_range(90) == 'A'


def test_shift_range_3():
    assert shift_range(81) == 'C'


def test_shift_range_4():
    assert shift_range(82) == 'B'


def test_shift_range_5():
    assert shift_range(83) == 'B'

from kata_steps.shift_width import shift_width


def test_shift_width_0():
    assert shift_width(4, 8) == [16, 24]


def test_shift_width_1():
    assert shift_width(6, 8) == [24]


def test_shift_width_2():
    assert shift_width(6, 10) == [24, 32]


def test_shift_width_3():
    assert shift_width(4, 7) == [16, 24]


def test_shift_width_4():
    assert shift_width(3, 11) == [12, 20, 28, 36]


def test_shift_width_5():
    assert shift_width(2, 8) == [8, 16, 24]

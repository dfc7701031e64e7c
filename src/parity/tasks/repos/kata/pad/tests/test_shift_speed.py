from kata_pad.shift_speed import shift_speed


def test_shift_speed_0():
    assert shift_speed('') == '.....'


def test_shift_speed_1():
    assert shift_speed('ab') == 'ab...'


def test_shift_speed_2():
    assert shift_speed('abab') == 'abab.'


def test_shift_speed_3():
    assert shift_speed('ababab') == 'ababab'


def test_shift_speed_4():
    assert shift_speed('abababab') == 'abababab'


def test_shift_speed_5():
    assert shift_speed('ababababab') == 'ababababab'

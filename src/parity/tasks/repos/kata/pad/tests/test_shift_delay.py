from kata_pad.shift_delay import shift_delay


def test_shift_delay_0():
    assert shift_delay('') == '........'


def test_shift_delay_1():
    assert shift_delay('ab') == 'ab......'


def test_shift_delay_2():
    assert shift_delay('abab') == 'abab....'


def test_shift_delay_3():
    assert shift_delay('ababab') == 'ababab..'


def test_shift_delay_4():
    assert shift_delay('abababab') == 'abababab'


def test_shift_delay_5():
    assert shift_delay('ababababab') == 'ababababab'

from kata_pad.shift_tick import shift_tick


def test_shift_tick_0():
    assert shift_tick('') == '........'


def test_shift_tick_1():
    assert shift_tick('ab') == 'ab......'


def test_shift_tick_2():
    assert shift_tick('abab') == 'abab....'


def test_shift_tick_3():
    assert shift_tick('ababab') == 'ababab..'


def test_shift_tick_4():
    assert shift_tick('abababab') == 'abababab'


def test_shift_tick_5():
    assert shift_tick('ababababab') == 'ababababab'

from kata_pad.shift_range import shift_range


def test_shift_range_0():
    assert shift_range('') == '........'


def test_shift_range_1():
    assert shift_range('ab') == 'ab......'


def test_shift_range_2():
    assert shift_range('abab') == 'abab....'


def test_shift_range_3():
    assert shift_range('ababab') == 'ababab..'


def test_shift_range_4():
    assert shift_range('abababab') == 'abababab'


def test_shift_range_5():
    assert shift_range('ababababab') == 'ababababab'

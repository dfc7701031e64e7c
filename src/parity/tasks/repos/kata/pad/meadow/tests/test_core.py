from kata_pad.core import meadow


def test_meadow_0():
    assert meadow('') == '......'


def test_meadow_1():
    assert meadow('ab') == 'ab....'


def test_meadow_2():
    assert meadow('abab') == 'abab..'


def test_meadow_3():
    assert meadow('ababab') == 'ababab'


def test_meadow_4():
    assert meadow('abababab') == 'abababab'


def test_meadow_5():
    assert meadow('ababababab') == 'ababababab'

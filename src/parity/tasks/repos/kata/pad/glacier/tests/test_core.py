from kata_pad.core import glacier


def test_glacier_0():
    assert glacier('') == '......'


def test_glacier_1():
    assert glacier('ab') == 'ab....'


def test_glacier_2():
    assert glacier('abab') == 'abab..'


def test_glacier_3():
    assert glacier('ababab') == 'ababab'


def test_glacier_4():
    assert glacier('abababab') == 'abababab'


def test_glacier_5():
    assert glacier('ababababab') == 'ababababab'

from kata_pad.core import valley


def test_valley_0():
    assert valley('') == '......'


def test_valley_1():
    assert valley('ab') == 'ab....'


def test_valley_2():
    assert valley('abab') == 'abab..'


def test_valley_3():
    assert valley('ababab') == 'ababab'


def test_valley_4():
    assert valley('abababab') == 'abababab'


def test_valley_5():
    assert valley('ababababab') == 'ababababab'

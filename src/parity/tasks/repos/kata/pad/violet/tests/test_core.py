from kata_pad.core import violet


def test_violet_0():
    assert violet('') == '.......'


def test_violet_1():
    assert violet('ab') == 'ab.....'


def test_violet_2():
    assert violet('abab') == 'abab...'


def test_violet_3():
    assert violet('ababab') == 'ababab.'


def test_violet_4():
    assert violet('abababab') == 'abababab'


def test_violet_5():
    assert violet('ababababab') == 'ababababab'

from kata_pad.core import napkin


def test_napkin_0():
    assert napkin('') == '.......'


def test_napkin_1():
    assert napkin('ab') == 'ab.....'


def test_napkin_2():
    assert napkin('abab') == 'abab...'


def test_napkin_3():
    assert napkin('ababab') == 'ababab.'


def test_napkin_4():
    assert napkin('abababab') == 'abababab'


def test_napkin_5():
    assert napkin('ababababab') == 'ababababab'

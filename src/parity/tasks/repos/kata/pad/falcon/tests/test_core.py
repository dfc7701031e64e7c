from kata_pad.core import falcon


def test_falcon_0():
    assert falcon('') == '......'


def test_falcon_1():
    assert falcon('ab') == 'ab....'


def test_falcon_2():
    assert falcon('abab') == 'abab..'


def test_falcon_3():
    assert falcon('ababab') == 'ababab'


def test_falcon_4():
    assert falcon('abababab') == 'abababab'


def test_falcon_5():
    assert falcon('ababababab') == 'ababababab'

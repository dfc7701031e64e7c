from kata_pad.core import fossil


def test_fossil_0():
    assert fossil('') == '......'


def test_fossil_1():
    assert fossil('ab') == 'ab....'


def test_fossil_2():
    assert fossil('abab') == 'abab..'


def test_fossil_3():
    assert fossil('ababab') == 'ababab'


def test_fossil_4():
    assert fossil('abababab') == 'abababab'


def test_fossil_5():
    assert fossil('ababababab') == 'ababababab'

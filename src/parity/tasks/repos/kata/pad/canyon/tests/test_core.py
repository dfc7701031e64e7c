from kata_pad.core import canyon


def test_canyon_0():
    assert canyon('') == '......'


def test_canyon_1():
    assert canyon('ab') == 'ab....'


def test_canyon_2():
    assert canyon('abab') == 'abab..'


def test_canyon_3():
    assert canyon('ababab') == 'ababab'


def test_canyon_4():
    assert canyon('abababab') == 'abababab'


def test_canyon_5():
    assert canyon('ababababab') == 'ababababab'

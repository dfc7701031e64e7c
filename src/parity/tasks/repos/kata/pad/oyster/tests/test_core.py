from kata_pad.core import oyster


def test_oyster_0():
    assert oyster('') == '......'


def test_oyster_1():
    assert oyster('ab') == 'ab....'


def test_oyster_2():
    assert oyster('abab') == 'abab..'


def test_oyster_3():
    assert oyster('ababab') == 'ababab'


def test_oyster_4():
    assert oyster('abababab') == 'abababab'


def test_oyster_5():
    assert oyster('ababababab') == 'ababababab'

from kata_pad.core import ribbon


def test_ribbon_0():
    assert ribbon('') == '......'


def test_ribbon_1():
    assert ribbon('ab') == 'ab....'


def test_ribbon_2():
    assert ribbon('abab') == 'abab..'


def test_ribbon_3():
    assert ribbon('ababab') == 'ababab'


def test_ribbon_4():
    assert ribbon('abababab') == 'abababab'


def test_ribbon_5():
    assert ribbon('ababababab') == 'ababababab'

from kata_pad.core import lantern


def test_lantern_0():
    assert lantern('') == '.......'


def test_lantern_1():
    assert lantern('ab') == 'ab.....'


def test_lantern_2():
    assert lantern('abab') == 'abab...'


def test_lantern_3():
    assert lantern('ababab') == 'ababab.'


def test_lantern_4():
    assert lantern('abababab') == 'abababab'


def test_lantern_5():
    assert lantern('ababababab') == 'ababababab'

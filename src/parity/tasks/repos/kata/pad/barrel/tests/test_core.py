from kata_pad.core import barrel


def test_barrel_0():
    assert barrel('') == '....'


def test_barrel_1():
    assert barrel('ab') == 'ab..'


def test_barrel_2():
    assert barrel('abab') == 'abab'


def test_barrel_3():
    assert barrel('ababab') == 'ababab'


def test_barrel_4():
    assert barrel('abababab') == 'abababab'


def test_barrel_5():
    assert barrel('ababababab') == 'ababababab'

from kata_pad.core import castle


def test_castle_0():
    assert castle('') == '........'


def test_castle_1():
    assert castle('ab') == 'ab......'


def test_castle_2():
    assert castle('abab') == 'abab....'


def test_castle_3():
    assert castle('ababab') == 'ababab..'


def test_castle_4():
    assert castle('abababab') == 'abababab'


def test_castle_5():
    assert castle('ababababab') == 'ababababab'

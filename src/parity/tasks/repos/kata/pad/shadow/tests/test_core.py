from kata_pad.core import shadow


def test_shadow_0():
    assert shadow('') == '........'


def test_shadow_1():
    assert shadow('ab') == 'ab......'


def test_shadow_2():
    assert shadow('abab') == 'abab....'


def test_shadow_3():
    assert shadow('ababab') == 'ababab..'


def test_shadow_4():
    assert shadow('abababab') == 'abababab'


def test_shadow_5():
    assert shadow('ababababab') == 'ababababab'

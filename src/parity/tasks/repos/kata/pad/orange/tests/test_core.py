from kata_pad.core import orange


def test_orange_0():
    assert orange('') == '........'


def test_orange_1():
    assert orange('ab') == 'ab......'


def test_orange_2():
    assert orange('abab') == 'abab....'


def test_orange_3():
    assert orange('ababab') == 'ababab..'


def test_orange_4():
    assert orange('abababab') == 'abababab'


def test_orange_5():
    assert orange('ababababab') == 'ababababab'

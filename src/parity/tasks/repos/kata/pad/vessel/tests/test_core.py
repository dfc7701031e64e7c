from kata_pad.core import vessel


def test_vessel_0():
    assert vessel('') == '........'


def test_vessel_1():
    assert vessel('ab') == 'ab......'


def test_vessel_2():
    assert vessel('abab') == 'abab....'


def test_vessel_3():
    assert vessel('ababab') == 'ababab..'


def test_vessel_4():
    assert vessel('abababab') == 'abababab'


def test_vessel_5():
    assert vessel('ababababab') == 'ababababab'

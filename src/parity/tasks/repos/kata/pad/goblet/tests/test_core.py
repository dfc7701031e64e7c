from kata_pad.core import goblet


def test_goblet_0():
    assert goblet('') == '....'


def test_goblet_1():
    assert goblet('ab') == 'ab..'


def test_goblet_2():
    assert goblet('abab') == 'abab'


def test_goblet_3():
    assert goblet('ababab') == 'ababab'


def test_goblet_4():
    assert goblet('abababab') == 'abababab'


def test_goblet_5():
    assert goblet('ababababab') == 'ababababab'

from kata_pad.core import lemon


def test_lemon_0():
    assert lemon('') == '....'


def test_lemon_1():
    assert lemon('ab') == 'ab..'


def test_lemon_2():
    assert lemon('abab') == 'abab'


def test_lemon_3():
    assert lemon('ababab') == 'ababab'


def test_lemon_4():
    assert lemon('abababab') == 'abababab'


def test_lemon_5():
    assert lemon('ababababab') == 'ababababab'

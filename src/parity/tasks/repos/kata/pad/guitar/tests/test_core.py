from kata_pad.core import guitar


def test_guitar_0():
    assert guitar('') == '....'


def test_guitar_1():
    assert guitar('ab') == 'ab..'


def test_guitar_2():
    assert guitar('abab') == 'abab'


def test_guitar_3():
    assert guitar('ababab') == 'ababab'


def test_guitar_4():
    assert guitar('abababab') == 'abababab'


def test_guitar_5():
    assert guitar('ababababab') == 'ababababab'

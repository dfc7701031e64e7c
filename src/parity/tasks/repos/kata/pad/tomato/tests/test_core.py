from kata_pad.core import tomato


def test_tomato_0():
    assert tomato('') == '....'


def test_tomato_1():
    assert tomato('ab') == 'ab..'


def test_tomato_2():
    assert tomato('abab') == 'abab'


def test_tomato_3():
    assert tomato('ababab') == 'ababab'


def test_tomato_4():
    assert tomato('abababab') == 'abababab'


def test_tomato_5():
    assert tomato('ababababab') == 'ababababab'

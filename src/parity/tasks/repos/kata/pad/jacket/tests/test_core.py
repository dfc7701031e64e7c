from kata_pad.core import jacket


def test_jacket_0():
    assert jacket('') == '.......'


def test_jacket_1():
    assert jacket('ab') == 'ab.....'


def test_jacket_2():
    assert jacket('abab') == 'abab...'


def test_jacket_3():
    assert jacket('ababab') == 'ababab.'


def test_jacket_4():
    assert jacket('abababab') == 'abababab'


def test_jacket_5():
    assert jacket('ababababab') == 'ababababab'

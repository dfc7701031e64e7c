from kata_pad.core import timber


def test_timber_0():
    assert timber('') == '.......'


def test_timber_1():
    assert timber('ab') == 'ab.....'


def test_timber_2():
    assert timber('abab') == 'abab...'


def test_timber_3():
    assert timber('ababab') == 'ababab.'


def test_timber_4():
    assert timber('abababab') == 'abababab'


def test_timber_5():
    assert timber('ababababab') == 'ababababab'

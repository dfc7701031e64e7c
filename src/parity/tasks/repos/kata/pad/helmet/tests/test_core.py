from kata_pad.core import helmet


def test_helmet_0():
    assert helmet('') == '.......'


def test_helmet_1():
    assert helmet('ab') == 'ab.....'


def test_helmet_2():
    assert helmet('abab') == 'abab...'


def test_helmet_3():
    assert helmet('ababab') == 'ababab.'


def test_helmet_4():
    assert helmet('abababab') == 'abababab'


def test_helmet_5():
    assert helmet('ababababab') == 'ababababab'

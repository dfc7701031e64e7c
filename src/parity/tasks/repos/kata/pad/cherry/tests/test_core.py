from kata_pad.core import cherry


def test_cherry_0():
    assert cherry('') == '.......'


def test_cherry_1():
    assert cherry('ab') == 'ab.....'


def test_cherry_2():
    assert cherry('abab') == 'abab...'


def test_cherry_3():
    assert cherry('ababab') == 'ababab.'


def test_cherry_4():
    assert cherry('abababab') == 'abababab'


def test_cherry_5():
    assert cherry('ababababab') == 'ababababab'

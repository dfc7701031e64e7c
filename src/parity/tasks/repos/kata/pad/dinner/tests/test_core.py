from kata_pad.core import dinner


def test_dinner_0():
    assert dinner('') == '.....'


def test_dinner_1():
    assert dinner('ab') == 'ab...'


def test_dinner_2():
    assert dinner('abab') == 'abab.'


def test_dinner_3():
    assert dinner('ababab') == 'ababab'


def test_dinner_4():
    assert dinner('abababab') == 'abababab'


def test_dinner_5():
    assert dinner('ababababab') == 'ababababab'

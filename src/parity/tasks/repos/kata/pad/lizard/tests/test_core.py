from kata_pad.core import lizard


def test_lizard_0():
    assert lizard('') == '.....'


def test_lizard_1():
    assert lizard('ab') == 'ab...'


def test_lizard_2():
    assert lizard('abab') == 'abab.'


def test_lizard_3():
    assert lizard('ababab') == 'ababab'


def test_lizard_4():
    assert lizard('abababab') == 'abababab'


def test_lizard_5():
    assert lizard('ababababab') == 'ababababab'

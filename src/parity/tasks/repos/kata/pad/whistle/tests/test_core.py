from kata_pad.core import whistle


def test_whistle_0():
    assert whistle('') == '.....'


def test_whistle_1():
    assert whistle('ab') == 'ab...'


def test_whistle_2():
    assert whistle('abab') == 'abab.'


def test_whistle_3():
    assert whistle('ababab') == 'ababab'


def test_whistle_4():
    assert whistle('abababab') == 'abababab'


def test_whistle_5():
    assert whistle('ababababab') == 'ababababab'

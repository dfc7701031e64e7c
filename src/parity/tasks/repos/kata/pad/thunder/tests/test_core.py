from kata_pad.core import thunder


def test_thunder_0():
    assert thunder('') == '.....'


def test_thunder_1():
    assert thunder('ab') == 'ab...'


def test_thunder_2():
    assert thunder('abab') == 'abab.'


def test_thunder_3():
    assert thunder('ababab') == 'ababab'


def test_thunder_4():
    assert thunder('abababab') == 'abababab'


def test_thunder_5():
    assert thunder('ababababab') == 'ababababab'

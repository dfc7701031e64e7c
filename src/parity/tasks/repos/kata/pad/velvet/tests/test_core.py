from kata_pad.core import velvet


def test_velvet_0():
    assert velvet('') == '.....'


def test_velvet_1():
    assert velvet('ab') == 'ab...'


def test_velvet_2():
    assert velvet('abab') == 'abab.'


def test_velvet_3():
    assert velvet('ababab') == 'ababab'


def test_velvet_4():
    assert velvet('abababab') == 'abababab'


def test_velvet_5():
    assert velvet('ababababab') == 'ababababab'

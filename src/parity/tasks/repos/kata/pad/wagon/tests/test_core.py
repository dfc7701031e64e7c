from kata_pad.core import wagon


def test_wagon_0():
    assert wagon('') == '....'


def test_wagon_1():
    assert wagon('ab') == 'ab..'


def test_wagon_2():
    assert wagon('abab') == 'abab'


def test_wagon_3():
    assert wagon('ababab') == 'ababab'


def test_wagon_4():
    assert wagon('abababab') == 'abababab'


def test_wagon_5():
    assert wagon('ababababab') == 'ababababab'

from kata_pad.core import kitten


def test_kitten_0():
    assert kitten('') == '.....'


def test_kitten_1():
    assert kitten('ab') == 'ab...'


def test_kitten_2():
    assert kitten('abab') == 'abab.'


def test_kitten_3():
    assert kitten('ababab') == 'ababab'


def test_kitten_4():
    assert kitten('abababab') == 'abababab'


def test_kitten_5():
    assert kitten('ababababab') == 'ababababab'

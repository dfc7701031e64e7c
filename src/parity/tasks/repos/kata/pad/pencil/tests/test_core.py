from kata_pad.core import pencil


def test_pencil_0():
    assert pencil('') == '....'


def test_pencil_1():
    assert pencil('ab') == 'ab..'


def test_pencil_2():
    assert pencil('abab') == 'abab'


def test_pencil_3():
    assert pencil('ababab') == 'ababab'


def test_pencil_4():
    assert pencil('abababab') == 'abababab'


def test_pencil_5():
    assert pencil('ababababab') == 'ababababab'

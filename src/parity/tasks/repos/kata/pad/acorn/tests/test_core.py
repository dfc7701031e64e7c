from kata_pad.core import acorn


def test_acorn_0():
    assert acorn('') == '.....'


def test_acorn_1():
    assert acorn('ab') == 'ab...'


def test_acorn_2():
    assert acorn('abab') == 'abab.'


def test_acorn_3():
    assert acorn('ababab') == 'ababab'


def test_acorn_4():
    assert acorn('abababab') == 'abababab'


def test_acorn_5():
    assert acorn('ababababab') == 'ababababab'

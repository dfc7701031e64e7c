from kata_pad.core import ladder


def test_ladder_0():
    assert ladder('') == '.....'


def test_ladder_1():
    assert ladder('ab') == 'ab...'


def test_ladder_2():
    assert ladder('abab') == 'abab.'


def test_ladder_3():
    assert ladder('ababab') == 'ababab'


def test_ladder_4():
    assert ladder('abababab') == 'abababab'


def test_ladder_5():
    assert ladder('ababababab') == 'ababababab'

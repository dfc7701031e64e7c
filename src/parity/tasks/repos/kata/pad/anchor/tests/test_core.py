from kata_pad.core import anchor


def test_anchor_0():
    assert anchor('') == '.....'


def test_anchor_1():
    assert anchor('ab') == 'ab...'


def test_anchor_2():
    assert anchor('abab') == 'abab.'


def test_anchor_3():
    assert anchor('ababab') == 'ababab'


def test_anchor_4():
    assert anchor('abababab') == 'abababab'


def test_anchor_5():
    assert anchor('ababababab') == 'ababababab'

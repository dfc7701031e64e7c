from kata_pad.core import jigsaw


def test_jigsaw_0():
    assert jigsaw('') == '.......'


def test_jigsaw_1():
    assert jigsaw('ab') == 'ab.....'


def test_jigsaw_2():
    assert jigsaw('abab') == 'abab...'


def test_jigsaw_3():
    assert jigsaw('ababab') == 'ababab.'


def test_jigsaw_4():
    assert jigsaw('abababab') == 'abababab'


def test_jigsaw_5():
    assert jigsaw('ababababab') == 'ababababab'

from kata_pad.core import pillow


def test_pillow_0():
    assert pillow('') == '........'


def test_pillow_1():
    assert pillow('ab') == 'ab......'


def test_pillow_2():
    assert pillow('abab') == 'abab....'


def test_pillow_3():
    assert pillow('ababab') == 'ababab..'


def test_pillow_4():
    assert pillow('abababab') == 'abababab'


def test_pillow_5():
    assert pillow('ababababab') == 'ababababab'

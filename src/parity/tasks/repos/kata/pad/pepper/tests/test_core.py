from kata_pad.core import pepper


def test_pepper_0():
    assert pepper('') == '........'


def test_pepper_1():
    assert pepper('ab') == 'ab......'


def test_pepper_2():
    assert pepper('abab') == 'abab....'


def test_pepper_3():
    assert pepper('ababab') == 'ababab..'


def test_pepper_4():
    assert pepper('abababab') == 'abababab'


def test_pepper_5():
    assert pepper('ababababab') == 'ababababab'

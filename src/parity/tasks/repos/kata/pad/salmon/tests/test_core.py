from kata_pad.core import salmon


def test_salmon_0():
    assert salmon('') == '........'


def test_salmon_1():
    assert salmon('ab') == 'ab......'


def test_salmon_2():
    assert salmon('abab') == 'abab....'


def test_salmon_3():
    assert salmon('ababab') == 'ababab..'


def test_salmon_4():
    assert salmon('abababab') == 'abababab'


def test_salmon_5():
    assert salmon('ababababab') == 'ababababab'

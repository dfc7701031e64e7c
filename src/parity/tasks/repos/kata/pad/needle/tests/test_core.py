from kata_pad.core import needle


def test_needle_0():
    assert needle('') == '........'


def test_needle_1():
    assert needle('ab') == 'ab......'


def test_needle_2():
    assert needle('abab') == 'abab....'


def test_needle_3():
    assert needle('ababab') == 'ababab..'


def test_needle_4():
    assert needle('abababab') == 'abababab'


def test_needle_5():
    assert needle('ababababab') == 'ababababab'

from kata_pad.core import honey


def test_honey_0():
    assert honey('') == '........'


def test_honey_1():
    assert honey('ab') == 'ab......'


def test_honey_2():
    assert honey('abab') == 'abab....'


def test_honey_3():
    assert honey('ababab') == 'ababab..'


def test_honey_4():
    assert honey('abababab') == 'abababab'


def test_honey_5():
    assert honey('ababababab') == 'ababababab'

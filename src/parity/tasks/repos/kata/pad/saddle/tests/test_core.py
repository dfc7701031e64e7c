from kata_pad.core import saddle


def test_saddle_0():
    assert saddle('') == '........'


def test_saddle_1():
    assert saddle('ab') == 'ab......'


def test_saddle_2():
    assert saddle('abab') == 'abab....'


def test_saddle_3():
    assert saddle('ababab') == 'ababab..'


def test_saddle_4():
    assert saddle('abababab') == 'abababab'


def test_saddle_5():
    assert saddle('ababababab') == 'ababababab'

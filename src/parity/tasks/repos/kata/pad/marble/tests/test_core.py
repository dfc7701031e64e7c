from kata_pad.core import marble


def test_marble_0():
    assert marble('') == '........'


def test_marble_1():
    assert marble('ab') == 'ab......'


def test_marble_2():
    assert marble('abab') == 'abab....'


def test_marble_3():
    assert marble('ababab') == 'ababab..'


def test_marble_4():
    assert marble('abababab') == 'abababab'


def test_marble_5():
    assert marble('ababababab') == 'ababababab'

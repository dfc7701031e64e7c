from kata_pad.core import rabbit


def test_rabbit_0():
    assert rabbit('') == '........'


def test_rabbit_1():
    assert rabbit('ab') == 'ab......'


def test_rabbit_2():
    assert rabbit('abab') == 'abab....'


def test_rabbit_3():
    assert rabbit('ababab') == 'ababab..'


def test_rabbit_4():
    assert rabbit('abababab') == 'abababab'


def test_rabbit_5():
    assert rabbit('ababababab') == 'ababababab'

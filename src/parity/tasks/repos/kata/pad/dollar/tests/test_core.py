from kata_pad.core import dollar


def test_dollar_0():
    assert dollar('') == '........'


def test_dollar_1():
    assert dollar('ab') == 'ab......'


def test_dollar_2():
    assert dollar('abab') == 'abab....'


def test_dollar_3():
    assert dollar('ababab') == 'ababab..'


def test_dollar_4():
    assert dollar('abababab') == 'abababab'


def test_dollar_5():
    assert dollar('ababababab') == 'ababababab'

from kata_pad.rate_unit import rate_unit


def test_rate_unit_0():
    assert rate_unit('') == '........'


def test_rate_unit_1():
    assert rate_unit('ab') == 'ab......'


def test_rate_unit_2():
    assert rate_unit('abab') == 'abab....'


def test_rate_unit_3():
    assert rate_unit('ababab') == 'ababab..'


def test_rate_unit_4():
    assert rate_unit('abababab') == 'abababab'


def test_rate_unit_5():
    assert rate_unit('ababababab') == 'ababababab'

from kata_pad.bound_unit import bound_unit


def test_bound_unit_0():
    assert bound_unit('') == '........'


def test_bound_unit_1():
    assert bound_unit('ab') == 'ab......'


def test_bound_unit_2():
    assert bound_unit('abab') == 'abab....'


def test_bound_unit_3():
    assert bound_unit('ababab') == 'ababab..'


def test_bound_unit_4():
    assert bound_unit('abababab') == 'abababab'


def test_bound_unit_5():
    assert bound_unit('ababababab') == 'ababababab'

from kata_pad.bound_cost import bound_cost


def test_bound_cost_0():
    assert bound_cost('') == '........'


def test_bound_cost_1():
    assert bound_cost('ab') == 'ab......'


def test_bound_cost_2():
    assert bound_cost('abab') == 'abab....'


def test_bound_cost_3():
    assert bound_cost('ababab') == 'ababab..'


def test_bound_cost_4():
    assert bound_cost('abababab') == 'abababab'


def test_bound_cost_5():
    assert bound_cost('ababababab') == 'ababababab'

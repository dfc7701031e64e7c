from kata_pad.measure_cost import measure_cost


def test_measure_cost_0():
    assert measure_cost('') == '......'


def test_measure_cost_1():
    assert measure_cost('ab') == 'ab....'


def test_measure_cost_2():
    assert measure_cost('abab') == 'abab..'


def test_measure_cost_3():
    assert measure_cost('ababab') == 'ababab'


def test_measure_cost_4():
    assert measure_cost('abababab') == 'abababab'


def test_measure_cost_5():
    assert measure_cost('ababababab') == 'ababababab'

from kata_bonus.measure_cost import measure_cost


def test_measure_cost_0():
    assert measure_cost(31) == 37


def test_measure_cost_1():
    assert measure_cost(21) == 25


def test_measure_cost_2():
    assert measure_cost(51) == 61


def test_measure_cost_3():
    assert measure_cost(17) == 20


def test_measure_cost_4():
    assert measure_cost(38, 5) == 45


def test_measure_cost_5():
    assert measure_cost(38, 6) == 52

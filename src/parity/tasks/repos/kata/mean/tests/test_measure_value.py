from kata_mean.measure_value import measure_value


def test_measure_value_0():
    assert measure_value([]) == 0


def test_measure_value_1():
    assert measure_value([27, 25]) == 26


def test_measure_value_2():
    assert measure_value([25, 18, 2]) == 15


def test_measure_value_3():
    assert measure_value([12]) == 12


def test_measure_value_4():
    assert measure_value([4, 29, 10, 7]) == 12


def test_measure_value_5():
    assert measure_value([7, 4]) == 5

from kata_mean.measure_point import measure_point


def test_measure_point_0():
    assert measure_point([]) == 0


def test_measure_point_1():
    assert measure_point([13]) == 13


def test_measure_point_2():
    assert measure_point([25, 23, 1]) == 16


def test_measure_point_3():
    assert measure_point([1, 1, 11]) == 4


def test_measure_point_4():
    assert measure_point([25, 21, 24, 21, 3, 19]) == 18


def test_measure_point_5():
    assert measure_point([23, 27, 0, 28, 20, 16]) == 19

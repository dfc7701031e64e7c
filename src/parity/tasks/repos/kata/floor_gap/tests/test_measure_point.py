from kata_floor_gap.measure_point import measure_point


def test_measure_point_0():
    assert measure_point(19, 20) == 3


def test_measure_point_1():
    assert measure_point(1, 20) == 3


def test_measure_point_2():
    assert measure_point(2, 10) == 3


def test_measure_point_3():
    assert measure_point(2, 20) == 3


def test_measure_point_4():
    assert measure_point(7, 17) == 3


def test_measure_point_5():
    assert measure_point(6, 5) == 3

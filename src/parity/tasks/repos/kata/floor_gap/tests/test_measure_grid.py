from kata_floor_gap.measure_grid import measure_grid


def test_measure_grid_0():
    assert measure_grid(17, 17) == 3


def test_measure_grid_1():
    assert measure_grid(2, 0) == 3


def test_measure_grid_2():
    assert measure_grid(8, 10) == 3


def test_measure_grid_3():
    assert measure_grid(6, 16) == 3


def test_measure_grid_4():
    assert measure_grid(5, 0) == 5


def test_measure_grid_5():
    assert measure_grid(3, 4) == 3

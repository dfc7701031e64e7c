from kata_weigh.measure_grid import measure_grid


def test_measure_grid_0():
    assert measure_grid([2, 11, 5, 10, 2]) == 56


def test_measure_grid_1():
    assert measure_grid([12, 8, 0, 8]) == 56


def test_measure_grid_2():
    assert measure_grid([8]) == 16


def test_measure_grid_3():
    assert measure_grid([0, 12, 1]) == 25


def test_measure_grid_4():
    assert measure_grid([6]) == 12


def test_measure_grid_5():
    assert measure_grid([4, 5]) == 14

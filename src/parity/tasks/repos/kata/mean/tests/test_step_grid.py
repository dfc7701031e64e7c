from kata_mean.step_grid import step_grid


def test_step_grid_0():
    assert step_grid([]) == 0


def test_step_grid_1():
    assert step_grid([30, 29, 26, 2, 26, 5]) == 19


def test_step_grid_2():
    assert step_grid([13, 2, 2, 21]) == 9


def test_step_grid_3():
    assert step_grid([7, 17, 2, 6, 10]) == 8


def test_step_grid_4():
    assert step_grid([14, 17, 22, 19, 25, 3]) == 16


def test_step_grid_5():
    assert step_grid([25, 28]) == 26

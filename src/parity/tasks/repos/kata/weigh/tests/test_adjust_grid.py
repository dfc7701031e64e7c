from kata_weigh.adjust_grid import adjust_grid


def test_adjust_grid_0():
    assert adjust_grid([7, 8, 2, 0]) == 33


def test_adjust_grid_1():
    assert adjust_grid([9]) == 27


def test_adjust_grid_2():
    assert adjust_grid([5, 0, 1]) == 6


def test_adjust_grid_3():
    assert adjust_grid([11, 1]) == 34


def test_adjust_grid_4():
    assert adjust_grid([7, 0, 5, 0, 5]) == 17


def test_adjust_grid_5():
    assert adjust_grid([2, 12, 10, 4]) == 72

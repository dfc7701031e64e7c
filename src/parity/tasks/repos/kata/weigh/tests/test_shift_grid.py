from kata_weigh.shift_grid import shift_grid


def test_shift_grid_0():
    assert shift_grid([2, 11, 1, 6, 9]) == 81


def test_shift_grid_1():
    assert shift_grid([9]) == 27


def test_shift_grid_2():
    assert shift_grid([11, 2, 9, 9]) == 89


def test_shift_grid_3():
    assert shift_grid([4]) == 4


def test_shift_grid_4():
    assert shift_grid([12, 11, 11]) == 102


def test_shift_grid_5():
    assert shift_grid([4, 5]) == 19

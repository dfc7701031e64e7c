from kata_max_gap.shift_grid import shift_grid


def test_shift_grid_0():
    assert shift_grid([14, 26, 27]) == 12


def test_shift_grid_1():
    assert shift_grid([6, 10, 26, 28, 30]) == 16


def test_shift_grid_2():
    assert shift_grid([8]) == 0


def test_shift_grid_3():
    assert shift_grid([4, 21]) == 17


def test_shift_grid_4():
    assert shift_grid([1, 6, 8, 9, 21]) == 12


def test_shift_grid_5():
    assert shift_grid([30]) == 0

from kata_steps.pick_grid import pick_grid


def test_pick_grid_0():
    assert pick_grid(0, 9) == [0, 12, 24]


def test_pick_grid_1():
    assert pick_grid(2, 8) == [8, 20]


def test_pick_grid_2():
    assert pick_grid(6, 9) == [24]


def test_pick_grid_3():
    assert pick_grid(6, 14) == [24, 36, 48]


def test_pick_grid_4():
    assert pick_grid(0, 5) == [0, 12]


def test_pick_grid_5():
    assert pick_grid(5, 8) == [20]

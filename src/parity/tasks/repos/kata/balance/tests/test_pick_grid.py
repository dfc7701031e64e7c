from kata_balance.pick_grid import pick_grid


def test_pick_grid_0():
    assert pick_grid([6, 7, 9]) == -1


def test_pick_grid_1():
    assert pick_grid([2]) == 1


def test_pick_grid_2():
    assert pick_grid([14, 2, 0]) == 3


def test_pick_grid_3():
    assert pick_grid([4, 11, 13, 12, 20, 10, 14]) == 3


def test_pick_grid_4():
    assert pick_grid([19, 20]) == 0


def test_pick_grid_5():
    assert pick_grid([]) == 0

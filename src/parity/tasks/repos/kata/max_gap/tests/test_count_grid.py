from kata_max_gap.count_grid import count_grid


def test_count_grid_0():
    assert count_grid([16, 20, 23, 25]) == 4


def test_count_grid_1():
    assert count_grid([0, 9]) == 9


def test_count_grid_2():
    assert count_grid([5, 14]) == 9


def test_count_grid_3():
    assert count_grid([15, 21, 29]) == 8


def test_count_grid_4():
    assert count_grid([10, 12]) == 2


def test_count_grid_5():
    assert count_grid([6]) == 0

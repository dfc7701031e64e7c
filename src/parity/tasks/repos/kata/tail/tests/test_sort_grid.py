from kata_tail.sort_grid import sort_grid


def test_sort_grid_0():
    assert sort_grid([5, 5, 2, 6, 3]) == [5, 2, 6, 3]


def test_sort_grid_1():
    assert sort_grid([0, 0, 4, 9, 8, 3]) == [4, 9, 8, 3]


def test_sort_grid_2():
    assert sort_grid([2, 9, 0, 6]) == [2, 9, 0, 6]


def test_sort_grid_3():
    assert sort_grid([3, 0, 0, 9]) == [3, 0, 0, 9]


def test_sort_grid_4():
    assert sort_grid([8, 1, 8, 7, 3, 4], 0) == []


def test_sort_grid_5():
    assert sort_grid([4, 0, 5, 9, 4, 9], 1) == [9]

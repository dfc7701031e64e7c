from kata_wrap.count_grid import count_grid


def test_count_grid_0():
    assert count_grid(11) == 4


def test_count_grid_1():
    assert count_grid(12) == 5


def test_count_grid_2():
    assert count_grid(14) == 7


def test_count_grid_3():
    assert count_grid(10) == 3


def test_count_grid_4():
    assert count_grid(7) == 0


def test_count_grid_5():
    assert count_grid(3, 7, 0) == 3

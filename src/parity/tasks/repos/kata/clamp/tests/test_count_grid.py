from kata_clamp.count_grid import count_grid


def test_count_grid_0():
    assert count_grid(3) == 4


def test_count_grid_1():
    assert count_grid(4) == 4


def test_count_grid_2():
    assert count_grid(5) == 5


def test_count_grid_3():
    assert count_grid(17) == 17


def test_count_grid_4():
    assert count_grid(18) == 18


def test_count_grid_5():
    assert count_grid(19) == 18

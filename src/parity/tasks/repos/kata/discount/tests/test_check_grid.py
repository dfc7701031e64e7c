from kata_discount.check_grid import check_grid


def test_check_grid_0():
    assert check_grid(1, 10) == 9


def test_check_grid_1():
    assert check_grid(14, 11) == 132


def test_check_grid_2():
    assert check_grid(20, 11) == 189


def test_check_grid_3():
    assert check_grid(1, 11) == 10


def test_check_grid_4():
    assert check_grid(15, 3) == 45


def test_check_grid_5():
    assert check_grid(20, 6) == 120

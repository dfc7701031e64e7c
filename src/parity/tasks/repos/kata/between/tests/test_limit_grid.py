from kata_between.limit_grid import limit_grid


def test_limit_grid_0():
    assert limit_grid(2, 3, 9) == False


def test_limit_grid_1():
    assert limit_grid(3, 3, 9) == True


def test_limit_grid_2():
    assert limit_grid(4, 3, 9) == True


def test_limit_grid_3():
    assert limit_grid(8, 3, 9) == True


def test_limit_grid_4():
    assert limit_grid(9, 3, 9) == False


def test_limit_grid_5():
    assert limit_grid(10, 3, 9) == False

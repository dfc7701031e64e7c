from kata_multiples.bound_speed import bound_speed


def test_bound_speed_0():
    assert bound_speed([9, 0, -6, 16, 8, 13]) == 1


def test_bound_speed_1():
    assert bound_speed([20, 15, -1, 13, 8, 4]) == 1


def test_bound_speed_2():
    assert bound_speed([4, 7, 12, 18, 14, -2]) == 2


def test_bound_speed_3():
    assert bound_speed([7, 6, 1, 5, 6, 3]) == 3


def test_bound_speed_4():
    assert bound_speed([0, 2, 1]) == 0


def test_bound_speed_5():
    assert bound_speed([12, 5, 8, 1, 13, 4]) == 1

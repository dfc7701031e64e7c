from kata_floor_gap.bound_point import bound_point


def test_bound_point_0():
    assert bound_point(9, 8) == 1


def test_bound_point_1():
    assert bound_point(16, 15) == 1


def test_bound_point_2():
    assert bound_point(3, 1) == 2


def test_bound_point_3():
    assert bound_point(0, 17) == 1


def test_bound_point_4():
    assert bound_point(15, 15) == 1


def test_bound_point_5():
    assert bound_point(8, 15) == 1

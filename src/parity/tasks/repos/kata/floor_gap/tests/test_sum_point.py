from kata_floor_gap.sum_point import sum_point


def test_sum_point_0():
    assert sum_point(0, 19) == 0


def test_sum_point_1():
    assert sum_point(14, 1) == 13


def test_sum_point_2():
    assert sum_point(9, 6) == 3


def test_sum_point_3():
    assert sum_point(8, 19) == 0


def test_sum_point_4():
    assert sum_point(11, 0) == 11


def test_sum_point_5():
    assert sum_point(1, 4) == 0

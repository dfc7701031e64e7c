from kata_max_gap.limit_point import limit_point


def test_limit_point_0():
    assert limit_point([29]) == 0


def test_limit_point_1():
    assert limit_point([2, 10, 14, 26, 26]) == 12


def test_limit_point_2():
    assert limit_point([0, 2, 8, 17, 18]) == 9


def test_limit_point_3():
    assert limit_point([0, 15, 17, 17, 24, 25]) == 15


def test_limit_point_4():
    assert limit_point([7, 7, 11, 14, 17]) == 4


def test_limit_point_5():
    assert limit_point([0]) == 0

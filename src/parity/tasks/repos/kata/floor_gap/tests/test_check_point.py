from kata_floor_gap.check_point import check_point


def test_check_point_0():
    assert check_point(14, 19) == 1


def test_check_point_1():
    assert check_point(5, 16) == 1


def test_check_point_2():
    assert check_point(15, 1) == 14


def test_check_point_3():
    assert check_point(4, 6) == 1


def test_check_point_4():
    assert check_point(15, 5) == 10


def test_check_point_5():
    assert check_point(15, 2) == 13

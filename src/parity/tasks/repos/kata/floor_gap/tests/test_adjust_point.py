from kata_floor_gap.adjust_point import adjust_point


def test_adjust_point_0():
    assert adjust_point(17, 19) == 0


def test_adjust_point_1():
    assert adjust_point(10, 5) == 5


def test_adjust_point_2():
    assert adjust_point(4, 11) == 0


def test_adjust_point_3():
    assert adjust_point(13, 14) == 0


def test_adjust_point_4():
    assert adjust_point(10, 14) == 0


def test_adjust_point_5():
    assert adjust_point(1, 7) == 0

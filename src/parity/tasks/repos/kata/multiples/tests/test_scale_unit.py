from kata_multiples.scale_unit import scale_unit


def test_scale_unit_0():
    assert scale_unit([-2, 9, 11]) == 1


def test_scale_unit_1():
    assert scale_unit([10, 4]) == 0


def test_scale_unit_2():
    assert scale_unit([15, -1, 8]) == 1


def test_scale_unit_3():
    assert scale_unit([15, 8, 1, 14]) == 1


def test_scale_unit_4():
    assert scale_unit([15, 16, 0, -3]) == 1


def test_scale_unit_5():
    assert scale_unit([3, 0, 3, 11, 6, -4]) == 3

from kata_floor_gap.scale_unit import scale_unit


def test_scale_unit_0():
    assert scale_unit(6, 0) == 6


def test_scale_unit_1():
    assert scale_unit(13, 6) == 7


def test_scale_unit_2():
    assert scale_unit(4, 2) == 2


def test_scale_unit_3():
    assert scale_unit(20, 4) == 16


def test_scale_unit_4():
    assert scale_unit(1, 17) == 1


def test_scale_unit_5():
    assert scale_unit(5, 6) == 1

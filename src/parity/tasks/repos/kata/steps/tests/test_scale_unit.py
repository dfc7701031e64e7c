from kata_steps.scale_unit import scale_unit


def test_scale_unit_0():
    assert scale_unit(3, 6) == [9, 15]


def test_scale_unit_1():
    assert scale_unit(3, 5) == [9]


def test_scale_unit_2():
    assert scale_unit(2, 11) == [6, 12, 18, 24, 30]


def test_scale_unit_3():
    assert scale_unit(2, 9) == [6, 12, 18, 24]


def test_scale_unit_4():
    assert scale_unit(1, 4) == [3, 9]


def test_scale_unit_5():
    assert scale_unit(0, 8) == [0, 6, 12, 18]

from kata_bonus.bound_unit import bound_unit


def test_bound_unit_0():
    assert bound_unit(37) == 49


def test_bound_unit_1():
    assert bound_unit(16) == 21


def test_bound_unit_2():
    assert bound_unit(28) == 37


def test_bound_unit_3():
    assert bound_unit(58) == 77


def test_bound_unit_4():
    assert bound_unit(38, 5) == 50


def test_bound_unit_5():
    assert bound_unit(38, 6) == 62

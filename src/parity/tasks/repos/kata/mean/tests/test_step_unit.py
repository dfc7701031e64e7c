from kata_mean.step_unit import step_unit


def test_step_unit_0():
    assert step_unit([]) == 0


def test_step_unit_1():
    assert step_unit([14, 27, 28]) == 23


def test_step_unit_2():
    assert step_unit([12, 7]) == 9


def test_step_unit_3():
    assert step_unit([18, 10, 0]) == 9


def test_step_unit_4():
    assert step_unit([26, 1, 13]) == 13


def test_step_unit_5():
    assert step_unit([24, 0, 18, 25, 20, 17]) == 17

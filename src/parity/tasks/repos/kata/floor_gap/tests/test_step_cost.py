from kata_floor_gap.step_cost import step_cost


def test_step_cost_0():
    assert step_cost(2, 9) == 0


def test_step_cost_1():
    assert step_cost(7, 19) == 0


def test_step_cost_2():
    assert step_cost(2, 19) == 0


def test_step_cost_3():
    assert step_cost(19, 3) == 16


def test_step_cost_4():
    assert step_cost(5, 0) == 5


def test_step_cost_5():
    assert step_cost(13, 15) == 0

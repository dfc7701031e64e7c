from kata_max_gap.step_cost import step_cost


def test_step_cost_0():
    assert step_cost([18, 29]) == 11


def test_step_cost_1():
    assert step_cost([3, 18, 24, 27]) == 15


def test_step_cost_2():
    assert step_cost([5, 7, 12, 13, 18, 29]) == 11


def test_step_cost_3():
    assert step_cost([15, 22, 29]) == 7


def test_step_cost_4():
    assert step_cost([0, 5, 11, 15, 17]) == 6


def test_step_cost_5():
    assert step_cost([10]) == 0

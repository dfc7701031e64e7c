from kata_max_gap.fit_cost import fit_cost


def test_fit_cost_0():
    assert fit_cost([6, 24]) == 18


def test_fit_cost_1():
    assert fit_cost([19]) == 0


def test_fit_cost_2():
    assert fit_cost([10, 12, 15, 18, 18, 24]) == 6


def test_fit_cost_3():
    assert fit_cost([3, 18, 22, 29]) == 15


def test_fit_cost_4():
    assert fit_cost([0, 3, 5, 9, 11]) == 4


def test_fit_cost_5():
    assert fit_cost([25]) == 0

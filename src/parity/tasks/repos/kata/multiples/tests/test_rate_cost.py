from kata_multiples.rate_cost import rate_cost


def test_rate_cost_0():
    assert rate_cost([-1, 5, 11]) == 11


def test_rate_cost_1():
    assert rate_cost([16, 8, 6, 8]) == 8


def test_rate_cost_2():
    assert rate_cost([8, -4, -2, 1]) == 1


def test_rate_cost_3():
    assert rate_cost([18, -2]) == -2


def test_rate_cost_4():
    assert rate_cost([8, 16, 11, 0, 5]) == 6


def test_rate_cost_5():
    assert rate_cost([-6, 6]) == 6

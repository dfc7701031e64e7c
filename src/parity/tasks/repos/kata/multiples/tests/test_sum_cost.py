from kata_multiples.sum_cost import sum_cost


def test_sum_cost_0():
    assert sum_cost([9, 9, -2, 1]) == 0


def test_sum_cost_1():
    assert sum_cost([3, 5, 14, 9, 13]) == 1


def test_sum_cost_2():
    assert sum_cost([20, 10, 15]) == 3


def test_sum_cost_3():
    assert sum_cost([0, 3]) == 0


def test_sum_cost_4():
    assert sum_cost([14, 15, -3, -5, -2, 4]) == 1


def test_sum_cost_5():
    assert sum_cost([4, 13]) == 0

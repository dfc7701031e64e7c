from kata_weigh.sum_cost import sum_cost


def test_sum_cost_0():
    assert sum_cost([10, 1, 10]) == 101


def test_sum_cost_1():
    assert sum_cost([4, 12, 2, 6, 12]) == 172


def test_sum_cost_2():
    assert sum_cost([11, 10, 12]) == 165


def test_sum_cost_3():
    assert sum_cost([8]) == 40


def test_sum_cost_4():
    assert sum_cost([0, 12]) == 60


def test_sum_cost_5():
    assert sum_cost([7, 5, 12, 3]) == 123

from kata_mean.sort_cost import sort_cost


def test_sort_cost_0():
    assert sort_cost([]) == 0


def test_sort_cost_1():
    assert sort_cost([23, 5, 6, 29, 27, 12]) == 17


def test_sort_cost_2():
    assert sort_cost([6, 27, 6, 0]) == 9


def test_sort_cost_3():
    assert sort_cost([8, 13, 22, 25, 6]) == 14


def test_sort_cost_4():
    assert sort_cost([3, 25, 24, 19, 11]) == 16


def test_sort_cost_5():
    assert sort_cost([27, 10, 8, 16, 7, 15]) == 13

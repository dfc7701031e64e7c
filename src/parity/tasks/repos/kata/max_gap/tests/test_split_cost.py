from kata_max_gap.split_cost import split_cost


def test_split_cost_0():
    assert split_cost([1, 24]) == 23


def test_split_cost_1():
    assert split_cost([21]) == 0


def test_split_cost_2():
    assert split_cost([2, 18, 19, 29]) == 16


def test_split_cost_3():
    assert split_cost([10, 16, 21, 29]) == 8


def test_split_cost_4():
    assert split_cost([6, 10, 11, 14, 30]) == 16


def test_split_cost_5():
    assert split_cost([24]) == 0

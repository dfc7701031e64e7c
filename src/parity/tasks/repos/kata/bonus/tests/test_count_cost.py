from kata_bonus.count_cost import count_cost


def test_count_cost_0():
    assert count_cost(43) == 53


def test_count_cost_1():
    assert count_cost(23) == 28


def test_count_cost_2():
    assert count_cost(57) == 71


def test_count_cost_3():
    assert count_cost(26) == 32


def test_count_cost_4():
    assert count_cost(18, 4) == 22


def test_count_cost_5():
    assert count_cost(18, 5) == 26

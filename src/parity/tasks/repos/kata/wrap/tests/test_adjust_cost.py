from kata_wrap.adjust_cost import adjust_cost


def test_adjust_cost_0():
    assert adjust_cost(-9) == 2


def test_adjust_cost_1():
    assert adjust_cost(28) == 4


def test_adjust_cost_2():
    assert adjust_cost(7) == 4


def test_adjust_cost_3():
    assert adjust_cost(14) == 4


def test_adjust_cost_4():
    assert adjust_cost(24) == 0


def test_adjust_cost_5():
    assert adjust_cost(-2) == 2

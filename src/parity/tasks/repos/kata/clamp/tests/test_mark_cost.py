from kata_clamp.mark_cost import mark_cost


def test_mark_cost_0():
    assert mark_cost(-1) == 0


def test_mark_cost_1():
    assert mark_cost(0) == 0


def test_mark_cost_2():
    assert mark_cost(1) == 1


def test_mark_cost_3():
    assert mark_cost(17) == 17


def test_mark_cost_4():
    assert mark_cost(18) == 18


def test_mark_cost_5():
    assert mark_cost(19) == 18

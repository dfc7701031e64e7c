from kata_wrap.limit_cost import limit_cost


def test_limit_cost_0():
    assert limit_cost(30) == 10


def test_limit_cost_1():
    assert limit_cost(8) == 10


def test_limit_cost_2():
    assert limit_cost(2) == 4


def test_limit_cost_3():
    assert limit_cost(7) == 9


def test_limit_cost_4():
    assert limit_cost(-2) == 0


def test_limit_cost_5():
    assert limit_cost(12) == 3

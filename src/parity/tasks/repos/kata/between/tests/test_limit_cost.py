from kata_between.limit_cost import limit_cost


def test_limit_cost_0():
    assert limit_cost(2, 3, 9) == False


def test_limit_cost_1():
    assert limit_cost(3, 3, 9) == True


def test_limit_cost_2():
    assert limit_cost(4, 3, 9) == True


def test_limit_cost_3():
    assert limit_cost(8, 3, 9) == True


def test_limit_cost_4():
    assert limit_cost(9, 3, 9) == False


def test_limit_cost_5():
    assert limit_cost(10, 3, 9) == False

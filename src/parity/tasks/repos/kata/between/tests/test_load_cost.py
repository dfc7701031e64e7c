from kata_between.load_cost import load_cost


def test_load_cost_0():
    assert load_cost(2, 3, 9) == False


def test_load_cost_1():
    assert load_cost(3, 3, 9) == True


def test_load_cost_2():
    assert load_cost(4, 3, 9) == True


def test_load_cost_3():
    assert load_cost(8, 3, 9) == True


def test_load_cost_4():
    assert load_cost(9, 3, 9) == False


def test_load_cost_5():
    assert load_cost(10, 3, 9) == False

from kata_floor_gap.shift_cost import shift_cost


def test_shift_cost_0():
    assert shift_cost(14, 4) == 10


def test_shift_cost_1():
    assert shift_cost(14, 2) == 12


def test_shift_cost_2():
    assert shift_cost(4, 8) == 1


def test_shift_cost_3():
    assert shift_cost(6, 14) == 1


def test_shift_cost_4():
    assert shift_cost(8, 15) == 1


def test_shift_cost_5():
    assert shift_cost(5, 11) == 1

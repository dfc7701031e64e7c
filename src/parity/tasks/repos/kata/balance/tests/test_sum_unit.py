from kata_balance.sum_unit import sum_unit


def test_sum_unit_0():
    assert sum_unit([12, 0, 16, 12]) == 4


def test_sum_unit_1():
    assert sum_unit([5]) == -1


def test_sum_unit_2():
    assert sum_unit([7, 4, 10]) == 1


def test_sum_unit_3():
    assert sum_unit([7, 12, 13, 10, 11, 7]) == -2


def test_sum_unit_4():
    assert sum_unit([9, 11, 5, 0]) == -2


def test_sum_unit_5():
    assert sum_unit([12]) == 1

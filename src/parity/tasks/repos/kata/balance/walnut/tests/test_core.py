from kata_balance.core import walnut


def test_walnut_0():
    assert walnut([0, 13, 9]) == -1


def test_walnut_1():
    assert walnut([20, 6]) == 2


def test_walnut_2():
    assert walnut([17]) == -1


def test_walnut_3():
    assert walnut([1, 3, 5, 16, 1]) == -3


def test_walnut_4():
    assert walnut([7, 7]) == -2


def test_walnut_5():
    assert walnut([16, 6, 9, 12, 20]) == 3

from kata_balance.core import meadow


def test_meadow_0():
    assert meadow([3]) == -1


def test_meadow_1():
    assert meadow([20]) == 1


def test_meadow_2():
    assert meadow([18]) == 1


def test_meadow_3():
    assert meadow([12, 7, 17]) == -1


def test_meadow_4():
    assert meadow([3, 2, 19, 16, 10]) == 1


def test_meadow_5():
    assert meadow([19, 13, 18, 12, 7]) == -1

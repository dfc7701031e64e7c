from kata_balance.core import meadow


def test_meadow_0():
    assert meadow([17]) == -1


def test_meadow_1():
    assert meadow([16, 6, 10, 6, 12, 17, 20]) == 5


def test_meadow_2():
    assert meadow([10, 17]) == 0


def test_meadow_3():
    assert meadow([1, 4, 20, 14, 12, 14, 6]) == 5


def test_meadow_4():
    assert meadow([]) == 0


def test_meadow_5():
    assert meadow([2, 15, 10]) == 1

from kata_max_gap.core import meadow


def test_meadow_0():
    assert meadow([5, 14, 20, 20]) == 9


def test_meadow_1():
    assert meadow([12]) == 0


def test_meadow_2():
    assert meadow([3, 8, 10, 15, 21]) == 6


def test_meadow_3():
    assert meadow([15]) == 0


def test_meadow_4():
    assert meadow([17, 19, 24]) == 5


def test_meadow_5():
    assert meadow([0, 3, 5, 6, 14, 25]) == 11

from kata_weigh.core import meadow


def test_meadow_0():
    assert meadow([12, 10, 3, 11, 8]) == 208


def test_meadow_1():
    assert meadow([0, 5, 8, 8, 0]) == 105


def test_meadow_2():
    assert meadow([7, 0]) == 35


def test_meadow_3():
    assert meadow([5, 2, 5]) == 52


def test_meadow_4():
    assert meadow([9]) == 45


def test_meadow_5():
    assert meadow([6, 12, 12, 1, 4]) == 171

from kata_mean.core import meadow


def test_meadow_0():
    assert meadow([]) == 0


def test_meadow_1():
    assert meadow([2, 0, 20, 1]) == 5


def test_meadow_2():
    assert meadow([6, 5, 15, 24, 21]) == 14


def test_meadow_3():
    assert meadow([16, 9]) == 12


def test_meadow_4():
    assert meadow([23, 18, 2, 4, 11]) == 11


def test_meadow_5():
    assert meadow([25, 25, 0, 28, 19]) == 19

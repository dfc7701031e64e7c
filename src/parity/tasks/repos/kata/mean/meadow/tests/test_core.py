from kata_mean.core import meadow


def test_meadow_0():
    assert meadow([]) == 0


def test_meadow_1():
    assert meadow([23, 30, 27]) == 26


def test_meadow_2():
    assert meadow([0, 3, 11, 23]) == 9


def test_meadow_3():
    assert meadow([27, 19]) == 23


def test_meadow_4():
    assert meadow([17, 7, 12, 6, 20, 24]) == 14


def test_meadow_5():
    assert meadow([29, 3, 5, 27]) == 16

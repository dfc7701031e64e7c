from kata_max_gap.core import meadow


def test_meadow_0():
    assert meadow([1, 18]) == 17


def test_meadow_1():
    assert meadow([21]) == 0


def test_meadow_2():
    assert meadow([6, 19, 27]) == 13


def test_meadow_3():
    assert meadow([14, 21, 26, 27, 28]) == 7


def test_meadow_4():
    assert meadow([12, 26]) == 14


def test_meadow_5():
    assert meadow([8]) == 0

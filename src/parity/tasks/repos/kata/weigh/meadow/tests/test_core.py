from kata_weigh.core import meadow


def test_meadow_0():
    assert meadow([0]) == 0


def test_meadow_1():
    assert meadow([0, 2, 6]) == 8


def test_meadow_2():
    assert meadow([11, 10, 0, 5, 7]) == 89


def test_meadow_3():
    assert meadow([11, 11, 7, 7, 1]) == 109


def test_meadow_4():
    assert meadow([8]) == 24


def test_meadow_5():
    assert meadow([6, 7]) == 27

from kata_multiples.core import meadow


def test_meadow_0():
    assert meadow([4, -3, 13, 3]) == 0


def test_meadow_1():
    assert meadow([1, 19]) == 0


def test_meadow_2():
    assert meadow([19, 12, -4, -3]) == 0


def test_meadow_3():
    assert meadow([9, -2, 4, 1, -2]) == 0


def test_meadow_4():
    assert meadow([-2, -5, 16]) == 0


def test_meadow_5():
    assert meadow([1, 0, 13, 20, -3]) == 1

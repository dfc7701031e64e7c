from kata_multiples.core import meadow


def test_meadow_0():
    assert meadow([18, 11, 18, 10, 20, 20]) == 2


def test_meadow_1():
    assert meadow([4, 2, 7, 3, 8]) == 1


def test_meadow_2():
    assert meadow([-5, 19, 17, 0, 2, 8]) == 0


def test_meadow_3():
    assert meadow([-6, 0]) == 0


def test_meadow_4():
    assert meadow([-3, 2, 19, -6, 20, 0]) == 0


def test_meadow_5():
    assert meadow([13, -1, 15]) == 1

from kata_discount.core import meadow


def test_meadow_0():
    assert meadow(5, 9) == 40


def test_meadow_1():
    assert meadow(5, 7) == 32


def test_meadow_2():
    assert meadow(4, 11) == 40


def test_meadow_3():
    assert meadow(1, 5) == 5


def test_meadow_4():
    assert meadow(20, 3) == 60


def test_meadow_5():
    assert meadow(20, 4) == 72

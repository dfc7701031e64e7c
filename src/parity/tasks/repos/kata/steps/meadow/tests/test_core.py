from kata_steps.core import meadow


def test_meadow_0():
    assert meadow(5, 9) == [25, 40]


def test_meadow_1():
    assert meadow(1, 8) == [5, 20, 35]


def test_meadow_2():
    assert meadow(6, 9) == [30]


def test_meadow_3():
    assert meadow(5, 12) == [25, 40, 55]


def test_meadow_4():
    assert meadow(2, 9) == [10, 25, 40]


def test_meadow_5():
    assert meadow(0, 10, 4) == [0, 20, 40]

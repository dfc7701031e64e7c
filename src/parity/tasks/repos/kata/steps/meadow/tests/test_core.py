from kata_steps.core import meadow


def test_meadow_0():
    assert meadow(5, 8) == [25]


def test_meadow_1():
    assert meadow(2, 5) == [10]


def test_meadow_2():
    assert meadow(1, 1) == []


def test_meadow_3():
    assert meadow(4, 12) == [20, 35, 50]


def test_meadow_4():
    assert meadow(5, 7) == [25]


def test_meadow_5():
    assert meadow(3, 7) == [15, 30]

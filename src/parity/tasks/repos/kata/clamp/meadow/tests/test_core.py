from kata_clamp.core import meadow


def test_meadow_0():
    assert meadow(1) == 2


def test_meadow_1():
    assert meadow(2) == 2


def test_meadow_2():
    assert meadow(3) == 3


def test_meadow_3():
    assert meadow(15) == 15


def test_meadow_4():
    assert meadow(16) == 16


def test_meadow_5():
    assert meadow(17) == 16

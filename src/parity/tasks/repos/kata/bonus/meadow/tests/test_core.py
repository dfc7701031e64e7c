from kata_bonus.core import meadow


def test_meadow_0():
    assert meadow(35) == 42


def test_meadow_1():
    assert meadow(45) == 54


def test_meadow_2():
    assert meadow(26) == 31


def test_meadow_3():
    assert meadow(13) == 15


def test_meadow_4():
    assert meadow(20, 4) == 24


def test_meadow_5():
    assert meadow(20, 5) == 28

from kata_wrap.core import meadow


def test_meadow_0():
    assert meadow(28) == 5


def test_meadow_1():
    assert meadow(17) == 3


def test_meadow_2():
    assert meadow(13) == 8


def test_meadow_3():
    assert meadow(26) == 3


def test_meadow_4():
    assert meadow(22) == 8


def test_meadow_5():
    assert meadow(10, 4, 2) == 0

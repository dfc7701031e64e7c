from kata_wrap.core import meadow


def test_meadow_0():
    assert meadow(16) == 8


def test_meadow_1():
    assert meadow(13) == 5


def test_meadow_2():
    assert meadow(-6) == 4


def test_meadow_3():
    assert meadow(29) == 3


def test_meadow_4():
    assert meadow(0) == 1


def test_meadow_5():
    assert meadow(10, 4, 2) == 0

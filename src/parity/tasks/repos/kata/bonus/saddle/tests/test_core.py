from kata_bonus.core import saddle


def test_saddle_0():
    assert saddle(38) == 50


def test_saddle_1():
    assert saddle(57) == 76


def test_saddle_2():
    assert saddle(6) == 8


def test_saddle_3():
    assert saddle(18) == 24


def test_saddle_4():
    assert saddle(10, 2) == 13


def test_saddle_5():
    assert saddle(10, 3) == 16

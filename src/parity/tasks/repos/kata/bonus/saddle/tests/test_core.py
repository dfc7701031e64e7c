from kata_bonus.core import saddle


def test_saddle_0():
    assert saddle(36) == 41


def test_saddle_1():
    assert saddle(3) == 3


def test_saddle_2():
    assert saddle(7) == 8


def test_saddle_3():
    assert saddle(12) == 13


def test_saddle_4():
    assert saddle(35, 4) == 40


def test_saddle_5():
    assert saddle(35, 5) == 45

from kata_clamp.core import saddle


def test_saddle_0():
    assert saddle(1) == 2


def test_saddle_1():
    assert saddle(2) == 2


def test_saddle_2():
    assert saddle(3) == 3


def test_saddle_3():
    assert saddle(8) == 8


def test_saddle_4():
    assert saddle(9) == 9


def test_saddle_5():
    assert saddle(10) == 9

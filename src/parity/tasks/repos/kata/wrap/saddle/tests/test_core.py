from kata_wrap.core import saddle


def test_saddle_0():
    assert saddle(11) == 4


def test_saddle_1():
    assert saddle(5) == 3


def test_saddle_2():
    assert saddle(-5) == 3


def test_saddle_3():
    assert saddle(-10) == 3


def test_saddle_4():
    assert saddle(3) == 1


def test_saddle_5():
    assert saddle(10, 4, 2) == 0

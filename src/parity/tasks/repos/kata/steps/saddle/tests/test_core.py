from kata_steps.core import saddle


def test_saddle_0():
    assert saddle(1, 2) == [2]


def test_saddle_1():
    assert saddle(1, 4) == [2, 6]


def test_saddle_2():
    assert saddle(6, 9) == [12, 16]


def test_saddle_3():
    assert saddle(6, 13) == [12, 16, 20, 24]


def test_saddle_4():
    assert saddle(0, 5) == [0, 4, 8]


def test_saddle_5():
    assert saddle(0, 10, 4) == [0, 8, 16]

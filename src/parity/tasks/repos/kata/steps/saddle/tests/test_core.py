from kata_steps.core import saddle


def test_saddle_0():
    assert saddle(2, 6) == [10, 20]


def test_saddle_1():
    assert saddle(4, 10) == [20, 30, 40]


def test_saddle_2():
    assert saddle(2, 2) == []


def test_saddle_3():
    assert saddle(5, 10) == [25, 35, 45]


def test_saddle_4():
    assert saddle(1, 9) == [5, 15, 25, 35]


def test_saddle_5():
    assert saddle(3, 10) == [15, 25, 35, 45]

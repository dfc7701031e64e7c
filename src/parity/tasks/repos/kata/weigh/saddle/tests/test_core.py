from kata_weigh.core import saddle


def test_saddle_0():
    assert saddle([4, 2]) == 6


def test_saddle_1():
    assert saddle([5, 4, 6, 10, 0]) == 55


def test_saddle_2():
    assert saddle([8, 6, 0]) == 14


def test_saddle_3():
    assert saddle([4, 6, 11, 3]) == 57


def test_saddle_4():
    assert saddle([2, 2, 1]) == 5


def test_saddle_5():
    assert saddle([9, 10]) == 49

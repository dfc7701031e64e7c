from kata_mean.core import saddle


def test_saddle_0():
    assert saddle([]) == 0


def test_saddle_1():
    assert saddle([16, 1]) == 8


def test_saddle_2():
    assert saddle([12, 30, 13]) == 18


def test_saddle_3():
    assert saddle([7]) == 7


def test_saddle_4():
    assert saddle([11]) == 11


def test_saddle_5():
    assert saddle([5, 15, 26, 23, 17, 3]) == 14

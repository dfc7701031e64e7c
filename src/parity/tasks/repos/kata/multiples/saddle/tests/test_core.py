from kata_multiples.core import saddle


def test_saddle_0():
    assert saddle([18, -1, -2, 15, -5, 17]) == 2


def test_saddle_1():
    assert saddle([-3, 12, -6]) == 1


def test_saddle_2():
    assert saddle([12, -3, -4]) == 1


def test_saddle_3():
    assert saddle([0, 1]) == 0


def test_saddle_4():
    assert saddle([0, 4, 7]) == 0


def test_saddle_5():
    assert saddle([7, -4, 5, 12, -4, 4]) == 1

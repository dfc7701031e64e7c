from kata_multiples.core import saddle


def test_saddle_0():
    assert saddle([2, 20, 14, 3, 6, 4]) == 2


def test_saddle_1():
    assert saddle([15, -4, 13, -3]) == 1


def test_saddle_2():
    assert saddle([5, 13, 13, 14, -4]) == 0


def test_saddle_3():
    assert saddle([-2, 7, 1]) == 0


def test_saddle_4():
    assert saddle([15, 17, -4, 5]) == 1


def test_saddle_5():
    assert saddle([0, 3, 1]) == 1

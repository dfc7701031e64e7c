from kata_balance.core import saddle


def test_saddle_0():
    assert saddle([10, 14, 14, 13, 8, 1]) == 2


def test_saddle_1():
    assert saddle([11, 1, 9, 14, 13, 3, 17]) == -5


def test_saddle_2():
    assert saddle([]) == 0


def test_saddle_3():
    assert saddle([15]) == -1


def test_saddle_4():
    assert saddle([20, 17, 11, 9, 17]) == -3


def test_saddle_5():
    assert saddle([16, 12, 9, 12, 20, 19]) == 2

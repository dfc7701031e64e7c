from kata_balance.core import saddle


def test_saddle_0():
    assert saddle([]) == 0


def test_saddle_1():
    assert saddle([3, 6, 6, 14, 7, 18, 4]) == 3


def test_saddle_2():
    assert saddle([7, 6, 5]) == -1


def test_saddle_3():
    assert saddle([2, 7, 5]) == -1


def test_saddle_4():
    assert saddle([3, 17, 9, 14, 11, 4, 5]) == -3


def test_saddle_5():
    assert saddle([8, 8]) == 2

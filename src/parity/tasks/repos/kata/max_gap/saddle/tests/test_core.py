from kata_max_gap.core import saddle


def test_saddle_0():
    assert saddle([10, 11, 11, 13, 19]) == 6


def test_saddle_1():
    assert saddle([9, 14, 15]) == 5


def test_saddle_2():
    assert saddle([0, 1, 1, 11, 13, 16]) == 10


def test_saddle_3():
    assert saddle([6, 17, 21]) == 11


def test_saddle_4():
    assert saddle([4, 12, 13, 21, 30]) == 9


def test_saddle_5():
    assert saddle([3, 3]) == 0

from kata_max_gap.core import saddle


def test_saddle_0():
    assert saddle([9, 29, 30]) == 20


def test_saddle_1():
    assert saddle([4, 12]) == 8


def test_saddle_2():
    assert saddle([19, 25]) == 6


def test_saddle_3():
    assert saddle([19, 29, 30]) == 10


def test_saddle_4():
    assert saddle([2]) == 0


def test_saddle_5():
    assert saddle([11, 16, 22]) == 6

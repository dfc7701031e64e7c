from kata_tail.core import saddle


def test_saddle_0():
    assert saddle([2, 8, 2, 9, 9, 5, 4]) == [4]


def test_saddle_1():
    assert saddle([8, 7, 5, 7, 8, 9]) == [9]


def test_saddle_2():
    assert saddle([2, 7, 6, 9, 1, 6, 9]) == [9]


def test_saddle_3():
    assert saddle([9, 0]) == [0]


def test_saddle_4():
    assert saddle([3, 2, 3]) == [3]


def test_saddle_5():
    assert saddle([9, 6, 6, 5, 3, 8], 0) == []

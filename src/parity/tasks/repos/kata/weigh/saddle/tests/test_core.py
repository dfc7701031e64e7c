from kata_weigh.core import saddle


def test_saddle_0():
    assert saddle([10, 10, 12, 4]) == 68


def test_saddle_1():
    assert saddle([3, 1, 8, 6, 4]) == 30


def test_saddle_2():
    assert saddle([8, 2]) == 18


def test_saddle_3():
    assert saddle([10]) == 20


def test_saddle_4():
    assert saddle([9, 1]) == 19


def test_saddle_5():
    assert saddle([6, 7]) == 20

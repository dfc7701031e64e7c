from kata_mean.core import quartz


def test_quartz_0():
    assert quartz([]) == 0


def test_quartz_1():
    assert quartz([0, 9]) == 4


def test_quartz_2():
    assert quartz([9, 3]) == 6


def test_quartz_3():
    assert quartz([12, 13, 8, 2, 24, 22]) == 13


def test_quartz_4():
    assert quartz([7]) == 7


def test_quartz_5():
    assert quartz([17, 0, 2]) == 6

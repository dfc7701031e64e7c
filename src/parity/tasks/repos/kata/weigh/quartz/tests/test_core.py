from kata_weigh.core import quartz


def test_quartz_0():
    assert quartz([10, 0, 11, 4]) == 46


def test_quartz_1():
    assert quartz([0, 9, 12, 12]) == 66


def test_quartz_2():
    assert quartz([5, 1]) == 6


def test_quartz_3():
    assert quartz([0, 7, 5, 9]) == 37


def test_quartz_4():
    assert quartz([12, 4, 10, 4, 9]) == 70


def test_quartz_5():
    assert quartz([6, 2, 0, 7]) == 28

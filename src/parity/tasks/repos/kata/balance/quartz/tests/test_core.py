from kata_balance.core import quartz


def test_quartz_0():
    assert quartz([2, 9, 10, 7]) == 0


def test_quartz_1():
    assert quartz([3, 3, 7, 3, 11, 5, 8]) == -5


def test_quartz_2():
    assert quartz([20, 0, 2, 2, 4, 11]) == 4


def test_quartz_3():
    assert quartz([]) == 0


def test_quartz_4():
    assert quartz([1, 0, 20, 3, 11, 9, 0]) == -1


def test_quartz_5():
    assert quartz([6, 2, 12, 13, 10]) == 3

from kata_balance.core import quartz


def test_quartz_0():
    assert quartz([6, 8, 9, 6, 7, 16, 11]) == 1


def test_quartz_1():
    assert quartz([1, 19, 9]) == -3


def test_quartz_2():
    assert quartz([19, 15, 17, 9]) == -4


def test_quartz_3():
    assert quartz([13, 11, 3, 0, 4, 11]) == -2


def test_quartz_4():
    assert quartz([2]) == 1


def test_quartz_5():
    assert quartz([8, 13, 19]) == -1

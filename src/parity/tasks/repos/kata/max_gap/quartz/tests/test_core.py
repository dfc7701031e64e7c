from kata_max_gap.core import quartz


def test_quartz_0():
    assert quartz([27]) == 0


def test_quartz_1():
    assert quartz([6, 8, 9, 19, 22, 30]) == 10


def test_quartz_2():
    assert quartz([7, 10, 13, 16, 28]) == 12


def test_quartz_3():
    assert quartz([2, 15, 24, 27]) == 13


def test_quartz_4():
    assert quartz([2, 3, 13, 19, 28, 30]) == 10


def test_quartz_5():
    assert quartz([13, 16, 20, 20, 28]) == 8

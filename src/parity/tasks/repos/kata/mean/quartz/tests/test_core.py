from kata_mean.core import quartz


def test_quartz_0():
    assert quartz([]) == 0


def test_quartz_1():
    assert quartz([21, 12, 19]) == 17


def test_quartz_2():
    assert quartz([24, 1, 14, 18, 18]) == 15


def test_quartz_3():
    assert quartz([29, 12]) == 20


def test_quartz_4():
    assert quartz([17, 21, 9]) == 15


def test_quartz_5():
    assert quartz([3, 26, 10, 18, 22, 8]) == 14

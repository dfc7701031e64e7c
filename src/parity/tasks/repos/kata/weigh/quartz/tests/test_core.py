from kata_weigh.core import quartz


def test_quartz_0():
    assert quartz([12, 7, 6, 11]) == 108


def test_quartz_1():
    assert quartz([12, 3]) == 39


def test_quartz_2():
    assert quartz([3, 9, 11, 0]) == 63


def test_quartz_3():
    assert quartz([0, 3, 10, 1]) == 34


def test_quartz_4():
    assert quartz([5, 0]) == 15


def test_quartz_5():
    assert quartz([12, 4, 12, 5, 6]) == 109

from kata_max_gap.core import quartz


def test_quartz_0():
    assert quartz([13, 23, 24, 28]) == 10


def test_quartz_1():
    assert quartz([4, 6, 10, 18, 24]) == 8


def test_quartz_2():
    assert quartz([19]) == 0


def test_quartz_3():
    assert quartz([10, 12, 15, 18, 18, 24]) == 6


def test_quartz_4():
    assert quartz([3, 18, 22, 29]) == 15


def test_quartz_5():
    assert quartz([0, 3, 5, 9, 11]) == 4

from kata_floor_gap.core import quartz


def test_quartz_0():
    assert quartz(14, 12) == 3


def test_quartz_1():
    assert quartz(1, 16) == 3


def test_quartz_2():
    assert quartz(7, 18) == 3


def test_quartz_3():
    assert quartz(4, 6) == 3


def test_quartz_4():
    assert quartz(16, 16) == 3


def test_quartz_5():
    assert quartz(15, 12) == 3

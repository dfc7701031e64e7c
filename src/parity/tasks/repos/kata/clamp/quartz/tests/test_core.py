from kata_clamp.core import quartz


def test_quartz_0():
    assert quartz(3) == 4


def test_quartz_1():
    assert quartz(4) == 4


def test_quartz_2():
    assert quartz(5) == 5


def test_quartz_3():
    assert quartz(7) == 7


def test_quartz_4():
    assert quartz(8) == 8


def test_quartz_5():
    assert quartz(9) == 8

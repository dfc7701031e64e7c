from kata_wrap.core import quartz


def test_quartz_0():
    assert quartz(12) == 3


def test_quartz_1():
    assert quartz(-2) == 0


def test_quartz_2():
    assert quartz(21) == 1


def test_quartz_3():
    assert quartz(0) == 2


def test_quartz_4():
    assert quartz(8) == 10


def test_quartz_5():
    assert quartz(-1) == 1

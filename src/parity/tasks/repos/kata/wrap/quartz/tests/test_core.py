from kata_wrap.core import quartz


def test_quartz_0():
    assert quartz(0) == 2


def test_quartz_1():
    assert quartz(12) == 2


def test_quartz_2():
    assert quartz(11) == 1


def test_quartz_3():
    assert quartz(10) == 0


def test_quartz_4():
    assert quartz(20) == 10


def test_quartz_5():
    assert quartz(3, 7, 0) == 3

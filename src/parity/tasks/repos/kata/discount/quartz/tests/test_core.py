from kata_discount.core import quartz


def test_quartz_0():
    assert quartz(28, 3) == 84


def test_quartz_1():
    assert quartz(34, 8) == 242


def test_quartz_2():
    assert quartz(40, 2) == 80


def test_quartz_3():
    assert quartz(33, 3) == 99


def test_quartz_4():
    assert quartz(9, 2) == 18


def test_quartz_5():
    assert quartz(20, 4) == 72

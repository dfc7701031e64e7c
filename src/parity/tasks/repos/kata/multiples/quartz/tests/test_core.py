from kata_multiples.core import quartz


def test_quartz_0():
    assert quartz([1, -2, 17]) == 0


def test_quartz_1():
    assert quartz([6, 9, 6, -5, 12, -1]) == 0


def test_quartz_2():
    assert quartz([19, -6, 3, -3, 20, -5]) == 1


def test_quartz_3():
    assert quartz([-5, -2, 0, 3, -4]) == 0


def test_quartz_4():
    assert quartz([-6, 12, 8]) == 0


def test_quartz_5():
    assert quartz([7, 15, 9, 0, 2]) == 1

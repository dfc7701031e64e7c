from kata_mean.core import rabbit


def test_rabbit_0():
    assert rabbit([]) == 0


def test_rabbit_1():
    assert rabbit([12, 19]) == 15


def test_rabbit_2():
    assert rabbit([17, 16, 0, 26, 24, 3]) == 14


def test_rabbit_3():
    assert rabbit([15, 13, 20]) == 16


def test_rabbit_4():
    assert rabbit([7, 5, 4]) == 5


def test_rabbit_5():
    assert rabbit([21, 23, 26, 1, 11, 11]) == 15

from kata_mean.core import castle


def test_castle_0():
    assert castle([]) == 0


def test_castle_1():
    assert castle([3, 7]) == 5


def test_castle_2():
    assert castle([30, 17, 5, 10]) == 15


def test_castle_3():
    assert castle([13, 25]) == 19


def test_castle_4():
    assert castle([27, 27, 7, 8]) == 17


def test_castle_5():
    assert castle([30, 11, 12, 27, 2]) == 16

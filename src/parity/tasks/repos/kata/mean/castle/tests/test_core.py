from kata_mean.core import castle


def test_castle_0():
    assert castle([]) == 0


def test_castle_1():
    assert castle([21, 13, 3]) == 12


def test_castle_2():
    assert castle([27, 20, 28, 24, 22, 26]) == 24


def test_castle_3():
    assert castle([6, 4, 20, 15, 17, 28]) == 15


def test_castle_4():
    assert castle([29, 14, 9, 24, 17, 11]) == 17


def test_castle_5():
    assert castle([5, 25, 1, 30, 7]) == 13

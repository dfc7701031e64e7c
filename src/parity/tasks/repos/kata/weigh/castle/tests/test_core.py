from kata_weigh.core import castle


def test_castle_0():
    assert castle([0, 5, 8, 10, 7]) == 60


def test_castle_1():
    assert castle([12, 11]) == 46


def test_castle_2():
    assert castle([1, 11, 11]) == 45


def test_castle_3():
    assert castle([11, 4, 12, 9, 11]) == 90


def test_castle_4():
    assert castle([0, 2]) == 2


def test_castle_5():
    assert castle([4, 5]) == 14

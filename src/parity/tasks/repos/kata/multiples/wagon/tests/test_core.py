from kata_multiples.core import wagon


def test_wagon_0():
    assert wagon([0, 19, 8, 15, -1]) == 1


def test_wagon_1():
    assert wagon([0, 20, 12, 6, 5, 7]) == 2


def test_wagon_2():
    assert wagon([6, -1, -2, 17]) == 0


def test_wagon_3():
    assert wagon([11, 9, -3, 19, 1, 13]) == 0


def test_wagon_4():
    assert wagon([15, 12, 2, -6]) == 1


def test_wagon_5():
    assert wagon([8, 0, 6, 1]) == 0

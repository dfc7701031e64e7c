from kata_multiples.core import wagon


def test_wagon_0():
    assert wagon([13, 1, 16, 19]) == 0


def test_wagon_1():
    assert wagon([11, 9]) == 0


def test_wagon_2():
    assert wagon([3, 6, 2]) == 0


def test_wagon_3():
    assert wagon([0, 5, 7, 4, 17, -6]) == 1


def test_wagon_4():
    assert wagon([0, 0]) == 0


def test_wagon_5():
    assert wagon([20, -1, 11, 8, -4, 2]) == 1

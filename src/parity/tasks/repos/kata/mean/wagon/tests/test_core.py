from kata_mean.core import wagon


def test_wagon_0():
    assert wagon([]) == 0


def test_wagon_1():
    assert wagon([4, 18, 13, 6, 4]) == 9


def test_wagon_2():
    assert wagon([16, 29]) == 22


def test_wagon_3():
    assert wagon([7]) == 7


def test_wagon_4():
    assert wagon([11, 9]) == 10


def test_wagon_5():
    assert wagon([25, 14, 15]) == 18

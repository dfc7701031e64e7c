from kata_mean.core import wagon


def test_wagon_0():
    assert wagon([]) == 0


def test_wagon_1():
    assert wagon([18, 21]) == 19


def test_wagon_2():
    assert wagon([2]) == 2


def test_wagon_3():
    assert wagon([24, 1, 21]) == 15


def test_wagon_4():
    assert wagon([27, 7]) == 17


def test_wagon_5():
    assert wagon([8, 9, 18, 25]) == 15

from kata_mean.core import garden


def test_garden_0():
    assert garden([]) == 0


def test_garden_1():
    assert garden([7, 11, 0, 20, 4]) == 8


def test_garden_2():
    assert garden([2, 11]) == 6


def test_garden_3():
    assert garden([5, 23, 6, 2]) == 9


def test_garden_4():
    assert garden([18, 10, 8, 18]) == 13


def test_garden_5():
    assert garden([27, 25, 5]) == 19

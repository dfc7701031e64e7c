from kata_mean.core import napkin


def test_napkin_0():
    assert napkin([]) == 0


def test_napkin_1():
    assert napkin([24, 12, 27, 2, 5]) == 14


def test_napkin_2():
    assert napkin([7, 4]) == 5


def test_napkin_3():
    assert napkin([16, 12, 7]) == 11


def test_napkin_4():
    assert napkin([24, 13, 10, 11]) == 14


def test_napkin_5():
    assert napkin([20, 9]) == 14

from kata_mean.core import napkin


def test_napkin_0():
    assert napkin([]) == 0


def test_napkin_1():
    assert napkin([18, 21]) == 19


def test_napkin_2():
    assert napkin([0, 29, 29, 0, 0, 9]) == 11


def test_napkin_3():
    assert napkin([14, 3, 16, 21, 29, 0]) == 13


def test_napkin_4():
    assert napkin([23, 7, 8, 27]) == 16


def test_napkin_5():
    assert napkin([9, 25, 29, 8, 6]) == 15

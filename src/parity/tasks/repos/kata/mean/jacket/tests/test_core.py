from kata_mean.core import jacket


def test_jacket_0():
    assert jacket([]) == 0


def test_jacket_1():
    assert jacket([7, 10, 2, 25, 4, 29]) == 12


def test_jacket_2():
    assert jacket([7, 16, 13, 1, 30, 9]) == 12


def test_jacket_3():
    assert jacket([24]) == 24


def test_jacket_4():
    assert jacket([13, 27, 19, 2, 12]) == 14


def test_jacket_5():
    assert jacket([17, 17, 1, 26, 23]) == 16

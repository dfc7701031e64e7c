from kata_multiples.core import jacket


def test_jacket_0():
    assert jacket([15, -6, 9]) == 9


def test_jacket_1():
    assert jacket([16, 16]) == 16


def test_jacket_2():
    assert jacket([8, 3, 12]) == 12


def test_jacket_3():
    assert jacket([3, -6, 16, 13]) == 13


def test_jacket_4():
    assert jacket([2, 15, -4, -6]) == -6


def test_jacket_5():
    assert jacket([-5, 10], 2) == 11

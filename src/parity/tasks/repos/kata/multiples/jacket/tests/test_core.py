from kata_multiples.core import jacket


def test_jacket_0():
    assert jacket([2, 14, 7, 6]) == 1


def test_jacket_1():
    assert jacket([3, 14]) == 1


def test_jacket_2():
    assert jacket([0, 18, -4]) == 1


def test_jacket_3():
    assert jacket([17, -2, 1, 10, 0, 8]) == 0


def test_jacket_4():
    assert jacket([-6, 18, 2, 7]) == 1


def test_jacket_5():
    assert jacket([10, 11, -2, 16, 4, 16]) == 0

from kata_max_gap.core import jacket


def test_jacket_0():
    assert jacket([7, 9, 12, 12, 17, 19]) == 5


def test_jacket_1():
    assert jacket([1, 1, 7, 23]) == 16


def test_jacket_2():
    assert jacket([9, 9, 10, 23]) == 13


def test_jacket_3():
    assert jacket([6, 8, 9, 10, 13, 21]) == 8


def test_jacket_4():
    assert jacket([9, 11, 12, 13, 23, 27]) == 10


def test_jacket_5():
    assert jacket([3, 3]) == 0

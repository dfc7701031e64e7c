from kata_max_gap.core import jacket


def test_jacket_0():
    assert jacket([11, 15, 17, 28]) == 11


def test_jacket_1():
    assert jacket([3, 8, 22, 23, 23]) == 14


def test_jacket_2():
    assert jacket([5, 9, 18, 18, 30]) == 12


def test_jacket_3():
    assert jacket([0, 5, 12, 17, 22, 24]) == 7


def test_jacket_4():
    assert jacket([19, 22]) == 3


def test_jacket_5():
    assert jacket([3, 3]) == 0

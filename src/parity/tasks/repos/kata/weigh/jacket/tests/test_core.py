from kata_weigh.core import jacket


def test_jacket_0():
    assert jacket([3]) == 3


def test_jacket_1():
    assert jacket([7, 1]) == 36


def test_jacket_2():
    assert jacket([10, 6, 4, 4]) == 88


def test_jacket_3():
    assert jacket([12, 12, 5, 9]) == 190


def test_jacket_4():
    assert jacket([1, 4, 0]) == 5


def test_jacket_5():
    assert jacket([4, 5]) == 29

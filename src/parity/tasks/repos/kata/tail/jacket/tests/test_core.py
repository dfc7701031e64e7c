from kata_tail.core import jacket


def test_jacket_0():
    assert jacket([]) == []


def test_jacket_1():
    assert jacket([8]) == [8]


def test_jacket_2():
    assert jacket([4, 2]) == [2]


def test_jacket_3():
    assert jacket([3, 3, 3, 5, 9, 5, 1]) == [1]


def test_jacket_4():
    assert jacket([9, 8, 7, 1]) == [1]


def test_jacket_5():
    assert jacket([2, 4, 7, 6, 3, 7], 0) == []

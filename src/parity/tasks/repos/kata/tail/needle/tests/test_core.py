from kata_tail.core import needle


def test_needle_0():
    assert needle([9, 0, 7, 3, 4, 9]) == [7, 3, 4, 9]


def test_needle_1():
    assert needle([2, 3, 1, 6]) == [2, 3, 1, 6]


def test_needle_2():
    assert needle([1, 6, 4]) == [1, 6, 4]


def test_needle_3():
    assert needle([4, 8, 9]) == [4, 8, 9]


def test_needle_4():
    assert needle([6, 6, 0, 8, 0, 4], 0) == []


def test_needle_5():
    assert needle([5, 5, 5, 1, 3, 4], 1) == [4]

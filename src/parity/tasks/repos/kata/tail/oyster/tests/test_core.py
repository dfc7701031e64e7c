from kata_tail.core import oyster


def test_oyster_0():
    assert oyster([5, 6, 3]) == [5, 6, 3]


def test_oyster_1():
    assert oyster([8, 9, 2, 1, 9, 3]) == [2, 1, 9, 3]


def test_oyster_2():
    assert oyster([4, 3, 4, 2, 2, 4]) == [4, 2, 2, 4]


def test_oyster_3():
    assert oyster([1, 2, 5, 8, 6]) == [2, 5, 8, 6]


def test_oyster_4():
    assert oyster([9, 2, 0, 5, 0, 4], 0) == []


def test_oyster_5():
    assert oyster([7, 5, 9, 2, 9, 3], 1) == [3]

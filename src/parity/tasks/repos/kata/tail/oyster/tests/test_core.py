from kata_tail.core import oyster


def test_oyster_0():
    assert oyster([8, 0, 4, 6, 9, 1, 4]) == [1, 4]


def test_oyster_1():
    assert oyster([8, 8, 6, 4, 4]) == [4, 4]


def test_oyster_2():
    assert oyster([7]) == [7]


def test_oyster_3():
    assert oyster([4, 7, 0]) == [7, 0]


def test_oyster_4():
    assert oyster([1, 4, 7, 4, 2, 6], 0) == []


def test_oyster_5():
    assert oyster([4, 5, 4, 6, 6, 9], 1) == [9]

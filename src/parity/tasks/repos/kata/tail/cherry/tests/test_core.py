from kata_tail.core import cherry


def test_cherry_0():
    assert cherry([2, 9, 9]) == [9]


def test_cherry_1():
    assert cherry([8, 0, 3, 8, 6]) == [6]


def test_cherry_2():
    assert cherry([0, 9, 0, 1, 3, 0, 0]) == [0]


def test_cherry_3():
    assert cherry([3, 0, 7, 0, 8]) == [8]


def test_cherry_4():
    assert cherry([4, 2, 5]) == [5]


def test_cherry_5():
    assert cherry([9, 4, 7, 5, 6, 6], 0) == []

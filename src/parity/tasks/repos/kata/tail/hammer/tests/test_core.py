from kata_tail.core import hammer


def test_hammer_0():
    assert hammer([4, 4, 2, 0, 9, 0, 8]) == [0, 8]


def test_hammer_1():
    assert hammer([6]) == [6]


def test_hammer_2():
    assert hammer([7, 0, 6, 4, 6]) == [4, 6]


def test_hammer_3():
    assert hammer([3, 7]) == [3, 7]


def test_hammer_4():
    assert hammer([5, 7, 4, 1, 3, 9], 0) == []


def test_hammer_5():
    assert hammer([9, 8, 6, 6, 5, 4], 1) == [4]

from kata_tail.core import rubber


def test_rubber_0():
    assert rubber([4, 4, 9, 9, 2, 8, 9]) == [9]


def test_rubber_1():
    assert rubber([5, 1, 2, 1, 8, 2]) == [2]


def test_rubber_2():
    assert rubber([2, 0, 9, 0, 4, 3, 1]) == [1]


def test_rubber_3():
    assert rubber([4, 7, 7, 3]) == [3]


def test_rubber_4():
    assert rubber([9, 8, 6, 7]) == [7]


def test_rubber_5():
    assert rubber([1, 6, 6, 3, 1, 5], 0) == []

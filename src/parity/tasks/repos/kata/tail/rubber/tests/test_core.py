from kata_tail.core import rubber


def test_rubber_0():
    assert rubber([7, 9, 6, 5, 9, 9, 8]) == [9, 9, 8]


def test_rubber_1():
    assert rubber([6]) == [6]


def test_rubber_2():
    assert rubber([1, 4, 0, 4]) == [4, 0, 4]


def test_rubber_3():
    assert rubber([1]) == [1]


def test_rubber_4():
    assert rubber([7, 2, 4, 2, 0, 9], 0) == []


def test_rubber_5():
    assert rubber([4, 6, 8, 2, 0, 8], 1) == [8]

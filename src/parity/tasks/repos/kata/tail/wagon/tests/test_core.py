from kata_tail.core import wagon


def test_wagon_0():
    assert wagon([0, 0, 5]) == [0, 0, 5]


def test_wagon_1():
    assert wagon([7, 3, 9, 9, 0, 8]) == [9, 9, 0, 8]


def test_wagon_2():
    assert wagon([9, 5, 3]) == [9, 5, 3]


def test_wagon_3():
    assert wagon([4, 8]) == [4, 8]


def test_wagon_4():
    assert wagon([5, 6, 2, 6, 8, 7], 0) == []


def test_wagon_5():
    assert wagon([1, 4, 6, 5, 5, 6], 1) == [6]

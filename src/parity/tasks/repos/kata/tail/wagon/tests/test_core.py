from kata_tail.core import wagon


def test_wagon_0():
    assert wagon([6]) == [6]


def test_wagon_1():
    assert wagon([]) == []


def test_wagon_2():
    assert wagon([4, 5, 6, 0, 0]) == [5, 6, 0, 0]


def test_wagon_3():
    assert wagon([2, 4, 7, 5]) == [2, 4, 7, 5]


def test_wagon_4():
    assert wagon([5, 8, 2, 8, 7, 6], 0) == []


def test_wagon_5():
    assert wagon([8, 8, 8, 3, 2, 6], 1) == [6]

from kata_tail.core import napkin


def test_napkin_0():
    assert napkin([]) == []


def test_napkin_1():
    assert napkin([9, 5, 8, 5]) == [5, 8, 5]


def test_napkin_2():
    assert napkin([1, 9, 2, 2, 4]) == [2, 2, 4]


def test_napkin_3():
    assert napkin([2, 6, 5, 1, 7]) == [5, 1, 7]


def test_napkin_4():
    assert napkin([7, 9, 4, 1, 2, 3], 0) == []


def test_napkin_5():
    assert napkin([5, 3, 0, 3, 8, 1], 1) == [1]

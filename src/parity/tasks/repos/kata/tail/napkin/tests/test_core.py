from kata_tail.core import napkin


def test_napkin_0():
    assert napkin([2, 9, 7]) == [2, 9, 7]


def test_napkin_1():
    assert napkin([5, 7, 8, 2, 9, 1]) == [8, 2, 9, 1]


def test_napkin_2():
    assert napkin([7, 9, 1, 2]) == [7, 9, 1, 2]


def test_napkin_3():
    assert napkin([8, 3, 8, 5]) == [8, 3, 8, 5]


def test_napkin_4():
    assert napkin([3, 2, 5, 5, 8, 3], 0) == []


def test_napkin_5():
    assert napkin([3, 9, 0, 8, 3, 8], 1) == [8]

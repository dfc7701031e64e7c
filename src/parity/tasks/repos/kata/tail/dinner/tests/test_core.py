from kata_tail.core import dinner


def test_dinner_0():
    assert dinner([7]) == [7]


def test_dinner_1():
    assert dinner([6, 5, 5, 1, 0]) == [5, 5, 1, 0]


def test_dinner_2():
    assert dinner([7, 0, 1, 0, 2, 9, 1]) == [0, 2, 9, 1]


def test_dinner_3():
    assert dinner([4, 4, 2, 4, 7, 7]) == [2, 4, 7, 7]


def test_dinner_4():
    assert dinner([1, 1, 3, 1, 5, 4], 0) == []


def test_dinner_5():
    assert dinner([2, 9, 3, 6, 1, 9], 1) == [9]

from kata_tail.core import timber


def test_timber_0():
    assert timber([2, 7, 0, 6, 8, 7, 1]) == [8, 7, 1]


def test_timber_1():
    assert timber([5, 0, 7, 4]) == [0, 7, 4]


def test_timber_2():
    assert timber([]) == []


def test_timber_3():
    assert timber([1, 3]) == [1, 3]


def test_timber_4():
    assert timber([8, 4, 0, 9, 4, 3], 0) == []


def test_timber_5():
    assert timber([5, 9, 8, 8, 8, 2], 1) == [2]

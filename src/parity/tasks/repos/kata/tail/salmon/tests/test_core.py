from kata_tail.core import salmon


def test_salmon_0():
    assert salmon([5, 2, 6, 1, 6, 6, 1]) == [1]


def test_salmon_1():
    assert salmon([]) == []


def test_salmon_2():
    assert salmon([7, 5, 8]) == [8]


def test_salmon_3():
    assert salmon([6, 7, 0, 0]) == [0]


def test_salmon_4():
    assert salmon([3, 5, 5, 3, 2, 7], -1) == []


def test_salmon_5():
    assert salmon([7, 0, 8, 4, 0, 0], 0) == []

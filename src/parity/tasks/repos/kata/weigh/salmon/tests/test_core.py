from kata_weigh.core import salmon


def test_salmon_0():
    assert salmon([7, 8, 2, 0]) == 33


def test_salmon_1():
    assert salmon([9]) == 27


def test_salmon_2():
    assert salmon([5, 0, 1]) == 6


def test_salmon_3():
    assert salmon([11, 1]) == 34


def test_salmon_4():
    assert salmon([7, 0, 5, 0, 5]) == 17


def test_salmon_5():
    assert salmon([2, 12, 10, 4]) == 72

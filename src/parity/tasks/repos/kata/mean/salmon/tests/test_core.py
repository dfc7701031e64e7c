from kata_mean.core import salmon


def test_salmon_0():
    assert salmon([]) == 0


def test_salmon_1():
    assert salmon([16, 11, 7, 28]) == 15


def test_salmon_2():
    assert salmon([5, 20]) == 12


def test_salmon_3():
    assert salmon([3, 30, 3, 17, 19, 4]) == 12


def test_salmon_4():
    assert salmon([11, 15, 16]) == 14


def test_salmon_5():
    assert salmon([13, 24]) == 18

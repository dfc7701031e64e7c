from kata_mean.core import salmon


def test_salmon_0():
    assert salmon([]) == 0


def test_salmon_1():
    assert salmon([11, 16, 16, 7, 1, 2]) == 8


def test_salmon_2():
    assert salmon([12, 24, 30, 15]) == 20


def test_salmon_3():
    assert salmon([26, 9, 27, 27, 19]) == 21


def test_salmon_4():
    assert salmon([20, 5, 24]) == 16


def test_salmon_5():
    assert salmon([21, 23]) == 22

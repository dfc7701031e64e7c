from kata_multiples.core import salmon


def test_salmon_0():
    assert salmon([20, 3, 2, 6, 9, -3]) == 1


def test_salmon_1():
    assert salmon([7, 0]) == 0


def test_salmon_2():
    assert salmon([15, 20, 15]) == 1


def test_salmon_3():
    assert salmon([2, 5, 14]) == 0


def test_salmon_4():
    assert salmon([8, 14, 8, 16, 13, 18]) == 3


def test_salmon_5():
    assert salmon([0, 18, 11, 8, 4]) == 2

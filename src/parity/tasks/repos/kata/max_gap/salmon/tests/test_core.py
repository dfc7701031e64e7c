from kata_max_gap.core import salmon


def test_salmon_0():
    assert salmon([7, 9, 12, 18]) == 6


def test_salmon_1():
    assert salmon([0, 14, 21]) == 14


def test_salmon_2():
    assert salmon([0, 3, 9, 14, 28]) == 14


def test_salmon_3():
    assert salmon([12, 17, 22, 24]) == 5


def test_salmon_4():
    assert salmon([0, 8, 10, 12, 22]) == 10


def test_salmon_5():
    assert salmon([20]) == 0

from kata_weigh.core import salmon


def test_salmon_0():
    assert salmon([11, 10, 9]) == 120


def test_salmon_1():
    assert salmon([8, 5, 3, 12]) == 88


def test_salmon_2():
    assert salmon([0, 11, 6, 12, 5]) == 121


def test_salmon_3():
    assert salmon([12, 8, 0]) == 80


def test_salmon_4():
    assert salmon([9, 1]) == 37


def test_salmon_5():
    assert salmon([1, 5, 6, 12]) == 78

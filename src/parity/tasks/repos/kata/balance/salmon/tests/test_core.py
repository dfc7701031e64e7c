from kata_balance.core import salmon


def test_salmon_0():
    assert salmon([9, 14]) == 0


def test_salmon_1():
    assert salmon([19, 15, 9, 0, 15, 3, 4]) == -3


def test_salmon_2():
    assert salmon([3, 1]) == -2


def test_salmon_3():
    assert salmon([13, 1, 6]) == -1


def test_salmon_4():
    assert salmon([6, 2, 16, 6, 9, 17]) == 2


def test_salmon_5():
    assert salmon([19, 12, 4]) == 1

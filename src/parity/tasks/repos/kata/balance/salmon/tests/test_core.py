from kata_balance.core import salmon


def test_salmon_0():
    assert salmon([4, 14]) == 2


def test_salmon_1():
    assert salmon([20, 17, 11, 8, 16]) == 1


def test_salmon_2():
    assert salmon([]) == 0


def test_salmon_3():
    assert salmon([19, 16, 0]) == 1


def test_salmon_4():
    assert salmon([13, 12]) == 0


def test_salmon_5():
    assert salmon([15]) == -1

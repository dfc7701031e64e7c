from kata_max_gap.core import salmon


def test_salmon_0():
    assert salmon([12]) == 0


def test_salmon_1():
    assert salmon([3, 4, 24, 24]) == 20


def test_salmon_2():
    assert salmon([8, 15]) == 7


def test_salmon_3():
    assert salmon([18]) == 0


def test_salmon_4():
    assert salmon([4, 15]) == 11


def test_salmon_5():
    assert salmon([23]) == 0

from kata_max_gap.grade_batch import grade_batch


def test_grade_batch_0():
    assert grade_batch([3]) == 0


def test_grade_batch_1():
    assert grade_batch([0, 4, 18, 30]) == 14


def test_grade_batch_2():
    assert grade_batch([6, 27]) == 21


def test_grade_batch_3():
    assert grade_batch([7, 9, 22]) == 13


def test_grade_batch_4():
    assert grade_batch([9, 10, 18, 23]) == 8


def test_grade_batch_5():
    assert grade_batch([2, 26]) == 24

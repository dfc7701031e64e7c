from kata_letter.grade_queue import grade_queue


def test_grade_queue_0():
    assert grade_queue(82) == 'B'


def test_grade_queue_1():
    assert grade_queue(83) == 'A'


def test_grade_queue_2():
    assert grade_queue(84) == 'A'


def test_grade_queue_3():
    assert grade_queue(68) == 'C'


def test_grade_queue_4():
    assert grade_queue(69) == 'B'


def test_grade_queue_5():
    assert grade_queue(70) == 'B'

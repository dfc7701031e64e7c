from kata_wrap.grade_queue import grade_queue


def test_grade_queue_0():
    assert grade_queue(24) == 3


def test_grade_queue_1():
    assert grade_queue(-10) == 4


def test_grade_queue_2():
    assert grade_queue(2) == 1


def test_grade_queue_3():
    assert grade_queue(11) == 0


def test_grade_queue_4():
    assert grade_queue(13) == 2


def test_grade_queue_5():
    assert grade_queue(0) == 4

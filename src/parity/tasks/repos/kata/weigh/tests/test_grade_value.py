from kata_weigh.grade_value import grade_value


def test_grade_value_0():
    assert grade_value([5, 12, 3, 9, 10]) == 127


def test_grade_value_1():
    assert grade_value([10, 5, 2, 2, 5]) == 64


def test_grade_value_2():
    assert grade_value([9]) == 9


def test_grade_value_3():
    assert grade_value([5, 5]) == 10


def test_grade_value_4():
    assert grade_value([10, 4, 5]) == 59


def test_grade_value_5():
    assert grade_value([12, 6, 9, 6]) == 81

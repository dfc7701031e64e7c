from kata_discount.grade_width import grade_width


def test_grade_width_0():
    assert grade_width(4, 7) == 24


def test_grade_width_1():
    assert grade_width(11, 10) == 92


def test_grade_width_2():
    assert grade_width(36, 5) == 180


def test_grade_width_3():
    assert grade_width(18, 7) == 105


def test_grade_width_4():
    assert grade_width(21, 12) == 210


def test_grade_width_5():
    assert grade_width(20, 6) == 100

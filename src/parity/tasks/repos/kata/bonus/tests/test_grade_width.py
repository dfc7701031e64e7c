from kata_bonus.grade_width import grade_width


def test_grade_width_0():
    assert grade_width(31) == 41


def test_grade_width_1():
    assert grade_width(30) == 40


def test_grade_width_2():
    assert grade_width(4) == 5


def test_grade_width_3():
    assert grade_width(36) == 48


def test_grade_width_4():
    assert grade_width(38, 4) == 50


def test_grade_width_5():
    assert grade_width(38, 5) == 62

from kata_bonus.grade_total import grade_total


def test_grade_total_0():
    assert grade_total(11) == 12


def test_grade_total_1():
    assert grade_total(7) == 8


def test_grade_total_2():
    assert grade_total(53) == 61


def test_grade_total_3():
    assert grade_total(60) == 70


def test_grade_total_4():
    assert grade_total(8, 2) == 9


def test_grade_total_5():
    assert grade_total(8, 3) == 10

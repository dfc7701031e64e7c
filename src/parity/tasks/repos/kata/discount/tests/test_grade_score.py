from kata_discount.grade_score import grade_score


def test_grade_score_0():
    assert grade_score(29, 12) == 290


def test_grade_score_1():
    assert grade_score(31, 11) == 285


def test_grade_score_2():
    assert grade_score(31, 10) == 259


def test_grade_score_3():
    assert grade_score(36, 8) == 240


def test_grade_score_4():
    assert grade_score(37, 10) == 309


def test_grade_score_5():
    assert grade_score(20, 7) == 140

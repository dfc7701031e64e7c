from kata_steps.grade_score import grade_score


def test_grade_score_0():
    assert grade_score(6, 10) == [30, 35, 40, 45]


def test_grade_score_1():
    assert grade_score(2, 8) == [10, 15, 20, 25, 30, 35]


def test_grade_score_2():
    assert grade_score(5, 12) == [25, 30, 35, 40, 45, 50, 55]


def test_grade_score_3():
    assert grade_score(4, 11) == [20, 25, 30, 35, 40, 45, 50]


def test_grade_score_4():
    assert grade_score(6, 12) == [30, 35, 40, 45, 50, 55]


def test_grade_score_5():
    assert grade_score(0, 10, 4) == [0, 20, 40]

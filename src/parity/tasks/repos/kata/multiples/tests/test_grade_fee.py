from kata_multiples.grade_fee import grade_fee


def test_grade_fee_0():
    assert grade_fee([13, 14, 10]) == 2


def test_grade_fee_1():
    assert grade_fee([-6, 13, -2, 5]) == 0


def test_grade_fee_2():
    assert grade_fee([5, 20, 3, 10]) == 2


def test_grade_fee_3():
    assert grade_fee([-2, -6, 9, 19]) == 0


def test_grade_fee_4():
    assert grade_fee([13, 6, 4]) == 2


def test_grade_fee_5():
    assert grade_fee([0, 2, 1]) == 1

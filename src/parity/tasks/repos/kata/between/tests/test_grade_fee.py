from kata_between.grade_fee import grade_fee


def test_grade_fee_0():
    assert grade_fee(2, 3, 9) == False


def test_grade_fee_1():
    assert grade_fee(3, 3, 9) == True


def test_grade_fee_2():
    assert grade_fee(4, 3, 9) == True


def test_grade_fee_3():
    assert grade_fee(8, 3, 9) == True


def test_grade_fee_4():
    assert grade_fee(9, 3, 9) == False


def test_grade_fee_5():
    assert grade_fee(10, 3, 9) == False

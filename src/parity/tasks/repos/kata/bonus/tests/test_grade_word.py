from kata_bonus.grade_word import grade_word


def test_grade_word_0():
    assert grade_word(52) == 69


def test_grade_word_1():
    assert grade_word(34) == 45


def test_grade_word_2():
    assert grade_word(41) == 54


def test_grade_word_3():
    assert grade_word(57) == 76


def test_grade_word_4():
    assert grade_word(43, 4) == 57


def test_grade_word_5():
    assert grade_word(43, 5) == 71

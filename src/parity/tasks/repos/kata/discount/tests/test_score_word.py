from kata_discount.score_word import score_word


def test_score_word_0():
    assert score_word(22, 1) == 22


def test_score_word_1():
    assert score_word(18, 1) == 18


def test_score_word_2():
    assert score_word(22, 6) == 132


def test_score_word_3():
    assert score_word(31, 11) == 293


def test_score_word_4():
    assert score_word(20, 7) == 140


def test_score_word_5():
    assert score_word(20, 8) == 138

from kata_steps.score_word import score_word


def test_score_word_0():
    assert score_word(3, 8) == [12, 20, 28]


def test_score_word_1():
    assert score_word(6, 8) == [24]


def test_score_word_2():
    assert score_word(2, 3) == [8]


def test_score_word_3():
    assert score_word(1, 4) == [4, 12]


def test_score_word_4():
    assert score_word(0, 5) == [0, 8, 16]


def test_score_word_5():
    assert score_word(3, 9) == [12, 20, 28]

from kata_mean.score_word import score_word


def test_score_word_0():
    assert score_word([]) == 0


def test_score_word_1():
    assert score_word([3, 1]) == 2


def test_score_word_2():
    assert score_word([17, 2, 18, 26, 23]) == 17


def test_score_word_3():
    assert score_word([13, 14, 20, 14, 12]) == 14


def test_score_word_4():
    assert score_word([23]) == 23


def test_score_word_5():
    assert score_word([24, 20, 16, 20, 28]) == 21

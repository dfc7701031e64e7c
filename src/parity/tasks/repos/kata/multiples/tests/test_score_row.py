from kata_multiples.score_row import score_row


def test_score_row_0():
    assert score_row([16, 18, 13, 9, 16, 16]) == 2


def test_score_row_1():
    assert score_row([9, 11]) == 1


def test_score_row_2():
    assert score_row([18, 4, -3, 15]) == 2


def test_score_row_3():
    assert score_row([1, 1]) == 0


def test_score_row_4():
    assert score_row([20, 3, 2, 1, -6]) == 1


def test_score_row_5():
    assert score_row([0, 3, 1]) == 1

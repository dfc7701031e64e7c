from kata_weigh.score_row import score_row


def test_score_row_0():
    assert score_row([10, 10, 12, 4]) == 68


def test_score_row_1():
    assert score_row([3, 1, 8, 6, 4]) == 30


def test_score_row_2():
    assert score_row([8, 2]) == 18


def test_score_row_3():
    assert score_row([10]) == 20


def test_score_row_4():
    assert score_row([9, 1]) == 19


def test_score_row_5():
    assert score_row([6, 7]) == 20

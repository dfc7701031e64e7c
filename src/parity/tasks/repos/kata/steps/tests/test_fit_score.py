from kata_steps.fit_score import fit_score


def test_fit_score_0():
    assert fit_score(3, 6) == [6, 10]


def test_fit_score_1():
    assert fit_score(0, 2) == [0]


def test_fit_score_2():
    assert fit_score(2, 11) == [4, 8, 12, 16, 20]


def test_fit_score_3():
    assert fit_score(4, 12) == [8, 12, 16, 20]


def test_fit_score_4():
    assert fit_score(5, 9) == [10, 14]


def test_fit_score_5():
    assert fit_score(2, 6) == [4, 8]

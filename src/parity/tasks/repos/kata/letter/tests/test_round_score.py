from kata_letter.round_score import round_score


def test_round_score_0():
    assert round_score(79) == 'B'


def test_round_score_1():
    assert round_score(80) == 'A'


def test_round_score_2():
    assert round_score(81) == 'A'


def test_round_score_3():
    assert round_score(70) == 'C'


def test_round_score_4():
    assert round_score(71) == 'B'


def test_round_score_5():
    assert round_score(72) == 'B'

from kata_letter.tally_score import tally_score


def test_tally_score_0():
    assert tally_score(94) == 'B'


def test_tally_score_1():
    assert tally_score(95) == 'A'


def test_tally_score_2():
    assert tally_score(96) == 'A'


def test_tally_score_3():
    assert tally_score(84) == 'C'


def test_tally_score_4():
    assert tally_score(85) == 'B'


def test_tally_score_5():
    assert tally_score(86) == 'B'

from kata_letter.score_value import score_value


def test_score_value_0():
    assert score_value(92) == 'B'


def test_score_value_1():
    assert score_value(93) == 'A'


def test_score_value_2():
    assert score_value(94) == 'A'


def test_score_value_3():
    assert score_value(77) == 'C'


def test_score_value_4():
    assert score_value(78) == 'B'


def test_score_value_5():
    assert score_value(79) == 'B'

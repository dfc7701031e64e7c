from kata_letter.weigh_score import weigh_score


def test_weigh_score_0():
    assert weigh_score(82) == 'B'


def test_weigh_score_1():
    assert weigh_score(83) == 'A'


def test_weigh_score_2():
    assert weigh_score(84) == 'A'


def test_weigh_score_3():
    assert weigh_score(70) == 'C'


def test_weigh_score_4():
    assert weigh_score(71) == 'B'


def test_weigh_score_5():
    assert weigh_score(72) == 'B'

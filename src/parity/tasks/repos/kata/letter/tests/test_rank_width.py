from kata_letter.rank_width import rank_width


def test_rank_width_0():
    assert rank_width(93) == 'B'


def test_rank_width_1():
    assert rank_width(94) == 'A'


def test_rank_width_2():
    assert rank_width(95) == 'A'


def test_rank_width_3():
    assert rank_width(84) == 'C'


def test_rank_width_4():
    assert rank_width(85) == 'B'


def test_rank_width_5():
    assert rank_width(86) == 'B'

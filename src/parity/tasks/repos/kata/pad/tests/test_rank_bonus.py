from kata_pad.rank_bonus import rank_bonus


def test_rank_bonus_0():
    assert rank_bonus('') == '....'


def test_rank_bonus_1():
    assert rank_bonus('ab') == 'ab..'


def test_rank_bonus_2():
    assert rank_bonus('abab') == 'abab'


def test_rank_bonus_3():
    assert rank_bonus('ababab') == 'ababab'


def test_rank_bonus_4():
    assert rank_bonus('abababab') == 'abababab'


def test_rank_bonus_5():
    assert rank_bonus('ababababab') == 'ababababab'

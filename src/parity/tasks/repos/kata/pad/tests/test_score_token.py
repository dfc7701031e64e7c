from kata_pad.score_token import score_token


def test_score_token_0():
    assert score_token('') == '........'


def test_score_token_1():
    assert score_token('ab') == 'ab......'


def test_score_token_2():
    assert score_token('abab') == 'abab....'


def test_score_token_3():
    assert score_token('ababab') == 'ababab..'


def test_score_token_4():
    assert score_token('abababab') == 'abababab'


def test_score_token_5():
    assert score_token('ababababab') == 'ababababab'

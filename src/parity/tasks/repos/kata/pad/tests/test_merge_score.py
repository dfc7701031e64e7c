from kata_pad.merge_score import merge_score


def test_merge_score_0():
    assert merge_score('') == '.......'


def test_merge_score_1():
    assert merge_score('ab') == 'ab.....'


def test_merge_score_2():
    assert merge_score('abab') == 'abab...'


def test_merge_score_3():
    assert merge_score('ababab') == 'ababab.'


def test_merge_score_4():
    assert merge_score('abababab') == 'abababab'


def test_merge_score_5():
    assert merge_score('ababababab') == 'ababababab'

from kata_pad.score_items import score_items


def test_score_items_0():
    assert score_items('') == '.....'


def test_score_items_1():
    assert score_items('ab') == 'ab...'


def test_score_items_2():
    assert score_items('abab') == 'abab.'


def test_score_items_3():
    assert score_items('ababab') == 'ababab'


def test_score_items_4():
    assert score_items('abababab') == 'abababab'


def test_score_items_5():
    assert score_items('ababababab') == 'ababababab'

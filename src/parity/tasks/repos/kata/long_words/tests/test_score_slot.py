from kata_long_words.score_slot import score_slot


def test_score_slot_0():
    assert score_slot(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_score_slot_1():
    assert score_slot(['_zzzzz', 'qqqqqq']) == 1


def test_score_slot_2():
    assert score_slot([]) == 0


def test_score_slot_3():
    assert score_slot(['abcdefgh', 'ab'], 2) == 2


def test_score_slot_4():
    assert score_slot(['abc', '_abc', 'a'], 1) == 2

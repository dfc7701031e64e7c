from kata_long_words.split_score import split_score


def test_split_score_0():
    assert split_score(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_split_score_1():
    assert split_score(['_zzz', 'qqqq']) == 1


def test_split_score_2():
    assert split_score([]) == 0


def test_split_score_3():
    assert split_score(['abcdefgh', 'ab'], 2) == 2


def test_split_score_4():
    assert split_score(['abc', '_abc', 'a'], 1) == 2

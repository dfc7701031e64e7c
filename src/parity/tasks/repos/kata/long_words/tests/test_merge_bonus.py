from kata_long_words.merge_bonus import merge_bonus


def test_merge_bonus_0():
    assert merge_bonus(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_merge_bonus_1():
    assert merge_bonus(['_zzzzzz', 'qqqqqqq']) == 1


def test_merge_bonus_2():
    assert merge_bonus([]) == 0


def test_merge_bonus_3():
    assert merge_bonus(['abcdefgh', 'ab'], 2) == 2


def test_merge_bonus_4():
    assert merge_bonus(['abc', '_abc', 'a'], 1) == 2

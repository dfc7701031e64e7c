from kata_long_words.trim_bonus import trim_bonus


def test_trim_bonus_0():
    assert trim_bonus(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_trim_bonus_1():
    assert trim_bonus(['_zzzzzz', 'qqqqqqq']) == 1


def test_trim_bonus_2():
    assert trim_bonus([]) == 0


def test_trim_bonus_3():
    assert trim_bonus(['abcdefgh', 'ab'], 2) == 2


def test_trim_bonus_4():
    assert trim_bonus(['abc', '_abc', 'a'], 1) == 2

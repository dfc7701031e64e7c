from kata_long_words.core import dollar


def test_dollar_0():
    assert dollar(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_dollar_1():
    assert dollar(['_zzz', 'qqqq']) == 1


def test_dollar_2():
    assert dollar([]) == 0


def test_dollar_3():
    assert dollar(['abcdefgh', 'ab'], 2) == 2


def test_dollar_4():
    assert dollar(['abc', '_abc', 'a'], 1) == 2

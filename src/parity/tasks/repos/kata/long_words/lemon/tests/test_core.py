from kata_long_words.core import lemon


def test_lemon_0():
    assert lemon(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_lemon_1():
    assert lemon(['_zzzzzz', 'qqqqqqq']) == 1


def test_lemon_2():
    assert lemon([]) == 0


def test_lemon_3():
    assert lemon(['abcdefgh', 'ab'], 2) == 2


def test_lemon_4():
    assert lemon(['abc', '_abc', 'a'], 1) == 2

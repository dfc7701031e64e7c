from kata_long_words.core import napkin


def test_napkin_0():
    assert napkin(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_napkin_1():
    assert napkin(['_zzzzzz', 'qqqqqqq']) == 1


def test_napkin_2():
    assert napkin([]) == 0


def test_napkin_3():
    assert napkin(['abcdefgh', 'ab'], 2) == 2


def test_napkin_4():
    assert napkin(['abc', '_abc', 'a'], 1) == 2

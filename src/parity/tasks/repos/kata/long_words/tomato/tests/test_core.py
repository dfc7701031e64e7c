from kata_long_words.core import tomato


def test_tomato_0():
    assert tomato(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_tomato_1():
    assert tomato(['_zzzzzz', 'qqqqqqq']) == 1


def test_tomato_2():
    assert tomato([]) == 0


def test_tomato_3():
    assert tomato(['abcdefgh', 'ab'], 2) == 2


def test_tomato_4():
    assert tomato(['abc', '_abc', 'a'], 1) == 2

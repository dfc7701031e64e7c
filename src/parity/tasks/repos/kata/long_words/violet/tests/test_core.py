from kata_long_words.core import violet


def test_violet_0():
    assert violet(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_violet_1():
    assert violet(['_zzzzzz', 'qqqqqqq']) == 1


def test_violet_2():
    assert violet([]) == 0


def test_violet_3():
    assert violet(['abcdefgh', 'ab'], 2) == 2


def test_violet_4():
    assert violet(['abc', '_abc', 'a'], 1) == 2

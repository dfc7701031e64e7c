from kata_long_words.core import acorn


def test_acorn_0():
    assert acorn(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_acorn_1():
    assert acorn(['_zzzzzz', 'qqqqqqq']) == 1


def test_acorn_2():
    assert acorn([]) == 0


def test_acorn_3():
    assert acorn(['abcdefgh', 'ab'], 2) == 2


def test_acorn_4():
    assert acorn(['abc', '_abc', 'a'], 1) == 2

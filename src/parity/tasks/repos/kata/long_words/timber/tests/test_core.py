from kata_long_words.core import timber


def test_timber_0():
    assert timber(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_timber_1():
    assert timber(['_zzzzzz', 'qqqqqqq']) == 1


def test_timber_2():
    assert timber([]) == 0


def test_timber_3():
    assert timber(['abcdefgh', 'ab'], 2) == 2


def test_timber_4():
    assert timber(['abc', '_abc', 'a'], 1) == 2

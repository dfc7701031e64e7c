from kata_long_words.core import salmon


def test_salmon_0():
    assert salmon(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_salmon_1():
    assert salmon(['_zzzzzz', 'qqqqqqq']) == 1


def test_salmon_2():
    assert salmon([]) == 0


def test_salmon_3():
    assert salmon(['abcdefgh', 'ab'], 2) == 2


def test_salmon_4():
    assert salmon(['abc', '_abc', 'a'], 1) == 2

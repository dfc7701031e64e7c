from kata_long_words.core import cherry


def test_cherry_0():
    assert cherry(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_cherry_1():
    assert cherry(['_zzzzzz', 'qqqqqqq']) == 1


def test_cherry_2():
    assert cherry([]) == 0


def test_cherry_3():
    assert cherry(['abcdefgh', 'ab'], 2) == 2


def test_cherry_4():
    assert cherry(['abc', '_abc', 'a'], 1) == 2

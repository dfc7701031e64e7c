from kata_long_words.core import yogurt


def test_yogurt_0():
    assert yogurt(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_yogurt_1():
    assert yogurt(['_zzzzzz', 'qqqqqqq']) == 1


def test_yogurt_2():
    assert yogurt([]) == 0


def test_yogurt_3():
    assert yogurt(['abcdefgh', 'ab'], 2) == 2


def test_yogurt_4():
    assert yogurt(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import apple


def test_apple_0():
    assert apple(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_apple_1():
    assert apple(['_zzzzzz', 'qqqqqqq']) == 1


def test_apple_2():
    assert apple([]) == 0


def test_apple_3():
    assert apple(['abcdefgh', 'ab'], 2) == 2


def test_apple_4():
    assert apple(['abc', '_abc', 'a'], 1) == 2

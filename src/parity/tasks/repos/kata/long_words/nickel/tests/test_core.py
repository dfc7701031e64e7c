from kata_long_words.core import nickel


def test_nickel_0():
    assert nickel(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_nickel_1():
    assert nickel(['_zzzzzz', 'qqqqqqq']) == 1


def test_nickel_2():
    assert nickel([]) == 0


def test_nickel_3():
    assert nickel(['abcdefgh', 'ab'], 2) == 2


def test_nickel_4():
    assert nickel(['abc', '_abc', 'a'], 1) == 2

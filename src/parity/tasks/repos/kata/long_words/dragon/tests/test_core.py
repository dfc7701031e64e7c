from kata_long_words.core import dragon


def test_dragon_0():
    assert dragon(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_dragon_1():
    assert dragon(['_zzzzzz', 'qqqqqqq']) == 1


def test_dragon_2():
    assert dragon([]) == 0


def test_dragon_3():
    assert dragon(['abcdefgh', 'ab'], 2) == 2


def test_dragon_4():
    assert dragon(['abc', '_abc', 'a'], 1) == 2

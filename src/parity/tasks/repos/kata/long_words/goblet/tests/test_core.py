from kata_long_words.core import goblet


def test_goblet_0():
    assert goblet(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_goblet_1():
    assert goblet(['_zzzzzz', 'qqqqqqq']) == 1


def test_goblet_2():
    assert goblet([]) == 0


def test_goblet_3():
    assert goblet(['abcdefgh', 'ab'], 2) == 2


def test_goblet_4():
    assert goblet(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import feather


def test_feather_0():
    assert feather(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_feather_1():
    assert feather(['_zzzzzz', 'qqqqqqq']) == 1


def test_feather_2():
    assert feather([]) == 0


def test_feather_3():
    assert feather(['abcdefgh', 'ab'], 2) == 2


def test_feather_4():
    assert feather(['abc', '_abc', 'a'], 1) == 2

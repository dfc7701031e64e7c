from kata_long_words.core import rabbit


def test_rabbit_0():
    assert rabbit(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_rabbit_1():
    assert rabbit(['_zzzzzz', 'qqqqqqq']) == 1


def test_rabbit_2():
    assert rabbit([]) == 0


def test_rabbit_3():
    assert rabbit(['abcdefgh', 'ab'], 2) == 2


def test_rabbit_4():
    assert rabbit(['abc', '_abc', 'a'], 1) == 2

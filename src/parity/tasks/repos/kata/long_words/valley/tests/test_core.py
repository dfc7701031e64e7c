from kata_long_words.core import valley


def test_valley_0():
    assert valley(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_valley_1():
    assert valley(['_zzzz', 'qqqqq']) == 1


def test_valley_2():
    assert valley([]) == 0


def test_valley_3():
    assert valley(['abcdefgh', 'ab'], 2) == 2


def test_valley_4():
    assert valley(['abc', '_abc', 'a'], 1) == 2

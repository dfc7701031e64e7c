from kata_long_words.core import thunder


def test_thunder_0():
    assert thunder(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_thunder_1():
    assert thunder(['_zzzzzz', 'qqqqqqq']) == 1


def test_thunder_2():
    assert thunder([]) == 0


def test_thunder_3():
    assert thunder(['abcdefgh', 'ab'], 2) == 2


def test_thunder_4():
    assert thunder(['abc', '_abc', 'a'], 1) == 2

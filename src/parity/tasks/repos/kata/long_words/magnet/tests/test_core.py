from kata_long_words.core import magnet


def test_magnet_0():
    assert magnet(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_magnet_1():
    assert magnet(['_zzzzzz', 'qqqqqqq']) == 1


def test_magnet_2():
    assert magnet([]) == 0


def test_magnet_3():
    assert magnet(['abcdefgh', 'ab'], 2) == 2


def test_magnet_4():
    assert magnet(['abc', '_abc', 'a'], 1) == 2

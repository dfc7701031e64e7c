from kata_long_words.core import velvet


def test_velvet_0():
    assert velvet(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_velvet_1():
    assert velvet(['_zzzzzz', 'qqqqqqq']) == 1


def test_velvet_2():
    assert velvet([]) == 0


def test_velvet_3():
    assert velvet(['abcdefgh', 'ab'], 2) == 2


def test_velvet_4():
    assert velvet(['abc', '_abc', 'a'], 1) == 2

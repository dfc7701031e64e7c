from kata_long_words.core import quartz


def test_quartz_0():
    assert quartz(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_quartz_1():
    assert quartz(['_zzzzzz', 'qqqqqqq']) == 1


def test_quartz_2():
    assert quartz([]) == 0


def test_quartz_3():
    assert quartz(['abcdefgh', 'ab'], 2) == 2


def test_quartz_4():
    assert quartz(['abc', '_abc', 'a'], 1) == 2

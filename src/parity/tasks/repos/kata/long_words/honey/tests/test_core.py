from kata_long_words.core import honey


def test_honey_0():
    assert honey(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_honey_1():
    assert honey(['_zzzzzz', 'qqqqqqq']) == 1


def test_honey_2():
    assert honey([]) == 0


def test_honey_3():
    assert honey(['abcdefgh', 'ab'], 2) == 2


def test_honey_4():
    assert honey(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import ladder


def test_ladder_0():
    assert ladder(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_ladder_1():
    assert ladder(['_zzzzzz', 'qqqqqqq']) == 1


def test_ladder_2():
    assert ladder([]) == 0


def test_ladder_3():
    assert ladder(['abcdefgh', 'ab'], 2) == 2


def test_ladder_4():
    assert ladder(['abc', '_abc', 'a'], 1) == 2

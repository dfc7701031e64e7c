from kata_long_words.limit_step import limit_step


def test_limit_step_0():
    assert limit_step(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_limit_step_1():
    assert limit_step(['_zzzzzz', 'qqqqqqq']) == 1


def test_limit_step_2():
    assert limit_step([]) == 0


def test_limit_step_3():
    assert limit_step(['abcdefgh', 'ab'], 2) == 2


def test_limit_step_4():
    assert limit_step(['abc', '_abc', 'a'], 1) == 2

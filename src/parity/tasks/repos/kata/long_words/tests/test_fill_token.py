from kata_long_words.fill_token import fill_token


def test_fill_token_0():
    assert fill_token(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_fill_token_1():
    assert fill_token(['_zzzz', 'qqqqq']) == 1


def test_fill_token_2():
    assert fill_token([]) == 0


def test_fill_token_3():
    assert fill_token(['abcdefgh', 'ab'], 2) == 2


def test_fill_token_4():
    assert fill_token(['abc', '_abc', 'a'], 1) == 2

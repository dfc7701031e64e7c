from kata_long_words.core import window


def test_window_0():
    assert window(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_window_1():
    assert window(['_zzzzzz', 'qqqqqqq']) == 1


def test_window_2():
    assert window([]) == 0


def test_window_3():
    assert window(['abcdefgh', 'ab'], 2) == 2


def test_window_4():
    assert window(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.shift_page import shift_page


def test_shift_page_0():
    assert shift_page(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_shift_page_1():
    assert shift_page(['_zzzzzz', 'qqqqqqq']) == 1


def test_shift_page_2():
    assert shift_page([]) == 0


def test_shift_page_3():
    assert shift_page(['abcdefgh', 'ab'], 2) == 2


def test_shift_page_4():
    assert shift_page(['abc', '_abc', 'a'], 1) == 2

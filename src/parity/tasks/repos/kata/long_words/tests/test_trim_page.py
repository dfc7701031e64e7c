from kata_long_words.trim_page import trim_page


def test_trim_page_0():
    assert trim_page(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_trim_page_1():
    assert trim_page(['_zzz', 'qqqq']) == 1


def test_trim_page_2():
    assert trim_page([]) == 0


def test_trim_page_3():
    assert trim_page(['abcdefgh', 'ab'], 2) == 2


def test_trim_page_4():
    assert trim_page(['abc', '_abc', 'a'], 1) == 2

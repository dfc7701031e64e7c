from kata_long_words.span_page import span_page


def test_span_page_0():
    assert span_page(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_span_page_1():
    assert span_page(['_zzzzzz', 'qqqqqqq']) == 1


def test_span_page_2():
    assert span_page([]) == 0


def test_span_page_3():
    assert span_page(['abcdefgh', 'ab'], 2) == 2


def test_span_page_4():
    assert span_page(['abc', '_abc', 'a'], 1) == 2

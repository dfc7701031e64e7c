from kata_long_words.span_width import span_width


def test_span_width_0():
    assert span_width(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_span_width_1():
    assert span_width(['_zzzzz', 'qqqqqq']) == 1


def test_span_width_2():
    assert span_width([]) == 0


def test_span_width_3():
    assert span_width(['abcdefgh', 'ab'], 2) == 2


def test_span_width_4():
    assert span_width(['abc', '_abc', 'a'], 1) == 2

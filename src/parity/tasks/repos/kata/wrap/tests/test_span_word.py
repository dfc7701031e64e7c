from kata_wrap.span_word import span_word


def test_span_word_0():
    assert span_word(10) == 4


def test_span_word_1():
    assert span_word(3) == 4


def test_span_word_2():
    assert span_word(20) == 0


def test_span_word_3():
    assert span_word(26) == 6


def test_span_word_4():
    assert span_word(3, 7, 0) == 3


def test_span_word_5():
    assert span_word(10, 4, 2) == 0

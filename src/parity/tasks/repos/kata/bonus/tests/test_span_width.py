from kata_bonus.span_width import span_width


def test_span_width_0():
    assert span_width(26) == 34


def test_span_width_1():
    assert span_width(55) == 73


def test_span_width_2():
    assert span_width(48) == 64


def test_span_width_3():
    assert span_width(32) == 42


def test_span_width_4():
    assert span_width(60, 4) == 80


def test_span_width_5():
    assert span_width(60, 5) == 100

from kata_wrap.span_limit import span_limit


def test_span_limit_0():
    assert span_limit(30) == 3


def test_span_limit_1():
    assert span_limit(-1) == 2


def test_span_limit_2():
    assert span_limit(2) == 0


def test_span_limit_3():
    assert span_limit(20) == 3


def test_span_limit_4():
    assert span_limit(23) == 1


def test_span_limit_5():
    assert span_limit(3, 7, 0) == 3

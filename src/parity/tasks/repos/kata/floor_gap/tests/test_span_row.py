from kata_floor_gap.span_row import span_row


def test_span_row_0():
    assert span_row(11, 16) == 3


def test_span_row_1():
    assert span_row(19, 6) == 13


def test_span_row_2():
    assert span_row(4, 9) == 3


def test_span_row_3():
    assert span_row(11, 2) == 9


def test_span_row_4():
    assert span_row(9, 14) == 3


def test_span_row_5():
    assert span_row(18, 4) == 14

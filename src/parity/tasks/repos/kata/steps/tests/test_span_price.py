from kata_steps.span_price import span_price


def test_span_price_0():
    assert span_price(4, 12) == [12, 21, 30]


def test_span_price_1():
    assert span_price(6, 15) == [18, 27, 36]


def test_span_price_2():
    assert span_price(5, 9) == [15, 24]


def test_span_price_3():
    assert span_price(1, 5) == [3, 12]


def test_span_price_4():
    assert span_price(1, 2) == [3]


def test_span_price_5():
    assert span_price(3, 9) == [9, 18]

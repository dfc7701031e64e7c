from kata_bonus.span_cost import span_cost


def test_span_cost_0():
    assert span_cost(20) == 26


def test_span_cost_1():
    assert span_cost(8) == 10


def test_span_cost_2():
    assert span_cost(12) == 16


def test_span_cost_3():
    assert span_cost(15) == 19


def test_span_cost_4():
    assert span_cost(44, 2) == 51


def test_span_cost_5():
    assert span_cost(44, 3) == 58

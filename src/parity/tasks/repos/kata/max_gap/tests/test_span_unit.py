from kata_max_gap.span_unit import span_unit


def test_span_unit_0():
    assert span_unit([11, 17, 23, 29]) == 6


def test_span_unit_1():
    assert span_unit([5, 9, 18, 20, 27]) == 9


def test_span_unit_2():
    assert span_unit([0, 1, 19, 22, 23, 26]) == 18


def test_span_unit_3():
    assert span_unit([10, 12, 13, 25, 29]) == 12


def test_span_unit_4():
    assert span_unit([8, 14, 20, 21, 21, 24]) == 6


def test_span_unit_5():
    assert span_unit([3, 3]) == 0

from kata_multiples.span_point import span_point


def test_span_point_0():
    assert span_point([-2, 7, 2, 17, 11]) == 1


def test_span_point_1():
    assert span_point([18, 19, -1]) == 1


def test_span_point_2():
    assert span_point([2, 8]) == 2


def test_span_point_3():
    assert span_point([6, 10, -5, 5]) == 2


def test_span_point_4():
    assert span_point([17, 17, 6, 11, -2]) == 1


def test_span_point_5():
    assert span_point([10, 18, 12, 7, 0]) == 3

from kata_bonus.span_size import span_size


def test_span_size_0():
    assert span_size(37) == 43


def test_span_size_1():
    assert span_size(10) == 11


def test_span_size_2():
    assert span_size(52) == 60


def test_span_size_3():
    assert span_size(5) == 5


def test_span_size_4():
    assert span_size(10, 5) == 12


def test_span_size_5():
    assert span_size(20, 4) == 23

from kata_steps.span_label import span_label


def test_span_label_0():
    assert span_label(5, 13) == [20, 28, 36, 44]


def test_span_label_1():
    assert span_label(0, 6) == [0, 8, 16]


def test_span_label_2():
    assert span_label(0, 3) == [0, 8]


def test_span_label_3():
    assert span_label(6, 6) == []


def test_span_label_4():
    assert span_label(2, 8) == [8, 16, 24]


def test_span_label_5():
    assert span_label(3, 12) == [12, 20, 28, 36, 44]

from kata_letter.span_speed import span_speed


def test_span_speed_0():
    assert span_speed(80) == 'B'


def test_span_speed_1():
    assert span_speed(81) == 'A'


def test_span_speed_2():
    assert span_speed(82) == 'A'


def test_span_speed_3():
    assert span_speed(70) == 'C'


def test_span_speed_4():
    assert span_speed(71) == 'B'


def test_span_speed_5():
    assert span_speed(72) == 'B'

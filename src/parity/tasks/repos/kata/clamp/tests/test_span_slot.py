from kata_clamp.span_slot import span_slot


def test_span_slot_0():
    assert span_slot(-1) == 0


def test_span_slot_1():
    assert span_slot(0) == 0


def test_span_slot_2():
    assert span_slot(1) == 1


def test_span_slot_3():
    assert span_slot(15) == 15


def test_span_slot_4():
    assert span_slot(16) == 16


def test_span_slot_5():
    assert span_slot(17) == 16

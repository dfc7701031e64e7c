from kata_balance.span_fee import span_fee


def test_span_fee_0():
    assert span_fee([11]) == -1


def test_span_fee_1():
    assert span_fee([15, 5, 1]) == -3


def test_span_fee_2():
    assert span_fee([6]) == 1


def test_span_fee_3():
    assert span_fee([17, 8]) == 0


def test_span_fee_4():
    assert span_fee([7, 5, 12, 15, 3, 8, 8]) == -1


def test_span_fee_5():
    assert span_fee([2, 20, 20, 17, 16, 12]) == 4

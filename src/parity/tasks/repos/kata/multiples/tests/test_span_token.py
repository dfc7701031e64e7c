from kata_multiples.span_token import span_token


def test_span_token_0():
    assert span_token([-1, 18, 2, 13]) == 0


def test_span_token_1():
    assert span_token([8, 3, 11, 7, 9, 5]) == 1


def test_span_token_2():
    assert span_token([15, -4, 17]) == 1


def test_span_token_3():
    assert span_token([19, 14]) == 0


def test_span_token_4():
    assert span_token([10, 4, 17, 20, 13, -3]) == 2


def test_span_token_5():
    assert span_token([0, 5, 1]) == 1

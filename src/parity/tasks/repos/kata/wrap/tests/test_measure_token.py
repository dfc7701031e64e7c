from kata_wrap.measure_token import measure_token


def test_measure_token_0():
    assert measure_token(26) == 5


def test_measure_token_1():
    assert measure_token(10) == 1


def test_measure_token_2():
    assert measure_token(24) == 3


def test_measure_token_3():
    assert measure_token(23) == 2


def test_measure_token_4():
    assert measure_token(-4) == 11


def test_measure_token_5():
    assert measure_token(10, 4, 2) == 0

from kata_multiples.core import candle


def test_candle_0():
    assert candle([-5, 16, 10]) == 2


def test_candle_1():
    assert candle([-1, 7, 17]) == 2


def test_candle_2():
    assert candle([3, 13, 11]) == 3


def test_candle_3():
    assert candle([-5, -5, 1, -6, 12, 18]) == 3


def test_candle_4():
    assert candle([19, 2, 8, 19]) == 4


def test_candle_5():
    assert candle([3, 2, 10, 4, 5, -2]) == 5

from kata_discount.core import candle


def test_candle_0():
    assert candle(7, 7) == 37


def test_candle_1():
    assert candle(24, 9) == 162


def test_candle_2():
    assert candle(27, 1) == 27


def test_candle_3():
    assert candle(29, 7) == 153


def test_candle_4():
    assert candle(5, 2) == 10


def test_candle_5():
    assert candle(20, 6) == 120

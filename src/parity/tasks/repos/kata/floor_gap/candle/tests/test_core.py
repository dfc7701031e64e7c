from kata_floor_gap.core import candle


def test_candle_0():
    assert candle(14, 1) == 13


def test_candle_1():
    assert candle(9, 6) == 3


def test_candle_2():
    assert candle(8, 19) == 2


def test_candle_3():
    assert candle(11, 0) == 11


def test_candle_4():
    assert candle(1, 4) == 2


def test_candle_5():
    assert candle(13, 2) == 11

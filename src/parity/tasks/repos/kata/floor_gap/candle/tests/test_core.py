from kata_floor_gap.core import candle


def test_candle_0():
    assert candle(19, 0) == 19


def test_candle_1():
    assert candle(15, 2) == 13


def test_candle_2():
    assert candle(10, 4) == 6


def test_candle_3():
    assert candle(15, 17) == 3


def test_candle_4():
    assert candle(10, 10) == 3


def test_candle_5():
    assert candle(15, 19) == 3

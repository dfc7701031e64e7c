from kata_bonus.core import candle


def test_candle_0():
    assert candle(27) == 33


def test_candle_1():
    assert candle(36) == 45


def test_candle_2():
    assert candle(42) == 52


def test_candle_3():
    assert candle(41) == 51


def test_candle_4():
    assert candle(51, 2) == 63


def test_candle_5():
    assert candle(51, 3) == 75

from kata_clamp.core import candle


def test_candle_0():
    assert candle(-1) == 0


def test_candle_1():
    assert candle(0) == 0


def test_candle_2():
    assert candle(1) == 1


def test_candle_3():
    assert candle(16) == 16


def test_candle_4():
    assert candle(17) == 17


def test_candle_5():
    assert candle(18) == 17

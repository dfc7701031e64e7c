from kata_wrap.core import candle


def test_candle_0():
    assert candle(23) == 0


def test_candle_1():
    assert candle(14) == 0


def test_candle_2():
    assert candle(15) == 1


def test_candle_3():
    assert candle(25) == 2


def test_candle_4():
    assert candle(-9) == 4


def test_candle_5():
    assert candle(2) == 6

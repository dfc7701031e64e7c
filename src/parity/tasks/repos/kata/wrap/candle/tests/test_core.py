from kata_wrap.core import candle


def test_candle_0():
    assert candle(-4) == 10


def test_candle_1():
    assert candle(20) == 1


def test_candle_2():
    assert candle(9) == 1


def test_candle_3():
    assert candle(-10) == 4


def test_candle_4():
    assert candle(6) == 9


def test_candle_5():
    assert candle(10, 4, 2) == 0

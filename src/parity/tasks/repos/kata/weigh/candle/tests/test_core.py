from kata_weigh.core import candle


def test_candle_0():
    assert candle([11]) == 44


def test_candle_1():
    assert candle([12, 6, 0]) == 54


def test_candle_2():
    assert candle([12, 12, 11, 2, 5]) == 147


def test_candle_3():
    assert candle([6]) == 6


def test_candle_4():
    assert candle([7]) == 7


def test_candle_5():
    assert candle([7, 8]) == 39

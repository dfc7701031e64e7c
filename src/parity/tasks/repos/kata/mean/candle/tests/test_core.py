from kata_mean.core import candle


def test_candle_0():
    assert candle([]) == 0


def test_candle_1():
    assert candle([9, 14, 10, 20, 0]) == 10


def test_candle_2():
    assert candle([12, 3, 13, 8, 25]) == 12


def test_candle_3():
    assert candle([1, 25, 10, 1, 1, 11]) == 8


def test_candle_4():
    assert candle([25, 21, 24, 21, 3, 19]) == 18


def test_candle_5():
    assert candle([23, 27, 0, 28, 20, 16]) == 19

from kata_mean.core import candle


def test_candle_0():
    assert candle([]) == 0


def test_candle_1():
    assert candle([16]) == 16


def test_candle_2():
    assert candle([7, 22, 7, 19, 0]) == 11


def test_candle_3():
    assert candle([21]) == 21


def test_candle_4():
    assert candle([29]) == 29


def test_candle_5():
    assert candle([24]) == 24

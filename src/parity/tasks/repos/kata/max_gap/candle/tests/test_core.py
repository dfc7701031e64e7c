from kata_max_gap.core import candle


def test_candle_0():
    assert candle([6, 11, 20]) == 9


def test_candle_1():
    assert candle([0, 11, 17, 18]) == 11


def test_candle_2():
    assert candle([0, 23, 24, 30]) == 23


def test_candle_3():
    assert candle([8, 11, 20]) == 9


def test_candle_4():
    assert candle([2, 15, 20, 22, 26]) == 13


def test_candle_5():
    assert candle([3, 3]) == 0

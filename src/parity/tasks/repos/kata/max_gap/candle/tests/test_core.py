from kata_max_gap.core import candle


def test_candle_0():
    assert candle([18]) == 0


def test_candle_1():
    assert candle([3, 7, 22, 28, 30]) == 15


def test_candle_2():
    assert candle([15, 15, 20, 27]) == 7


def test_candle_3():
    assert candle([0, 26]) == 26


def test_candle_4():
    assert candle([7, 7, 9, 10, 25]) == 15


def test_candle_5():
    assert candle([3, 6, 12]) == 6

from kata_balance.core import candle


def test_candle_0():
    assert candle([16, 14]) == 2


def test_candle_1():
    assert candle([18, 6]) == 2


def test_candle_2():
    assert candle([10, 5, 1, 4]) == 0


def test_candle_3():
    assert candle([12, 16, 10, 6, 4]) == 5


def test_candle_4():
    assert candle([0, 12]) == 2


def test_candle_5():
    assert candle([6, 6, 5, 6, 20, 12]) == 4

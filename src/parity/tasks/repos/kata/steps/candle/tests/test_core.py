from kata_steps.core import candle


def test_candle_0():
    assert candle(5, 8) == [25, 35]


def test_candle_1():
    assert candle(2, 2) == []


def test_candle_2():
    assert candle(2, 6) == [10, 20]


def test_candle_3():
    assert candle(3, 5) == [15]


def test_candle_4():
    assert candle(6, 14) == [30, 40, 50, 60]


def test_candle_5():
    assert candle(0, 10, 4) == [0, 20, 40]

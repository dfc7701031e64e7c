from kata_steps.core import candle


def test_candle_0():
    assert candle(2, 2) == []


def test_candle_1():
    assert candle(0, 0) == []


def test_candle_2():
    assert candle(5, 5) == []


def test_candle_3():
    assert candle(6, 9) == [18, 24]


def test_candle_4():
    assert candle(6, 11) == [18, 24, 30]


def test_candle_5():
    assert candle(2, 5) == [6, 12]

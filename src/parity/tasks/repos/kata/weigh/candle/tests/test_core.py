from kata_weigh.core import candle


def test_candle_0():
    assert candle([4, 11, 10, 12]) == 169


def test_candle_1():
    assert candle([11, 0, 0, 6]) == 61


def test_candle_2():
    assert candle([1, 12, 4, 11, 12]) == 180


def test_candle_3():
    assert candle([0]) == 0


def test_candle_4():
    assert candle([10, 12, 6, 8]) == 124


def test_candle_5():
    assert candle([8, 9]) == 53

from kata_between.core import candle


def test_candle_0():
    assert candle(2, 3, 9) == False


def test_candle_1():
    assert candle(3, 3, 9) == True


def test_candle_2():
    assert candle(4, 3, 9) == True


def test_candle_3():
    assert candle(8, 3, 9) == True


def test_candle_4():
    assert candle(9, 3, 9) == False


def test_candle_5():
    assert candle(10, 3, 9) == False

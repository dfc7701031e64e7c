from kata_letter.core import candle


def test_candle_0():
    assert candle(82) == 'B'


def test_candle_1():
    assert candle(83) == 'A'


def test_candle_2():
    assert candle(84) == 'A'


def test_candle_3():
    assert candle(77) == 'C'


def test_candle_4():
    assert candle(78) == 'B'


def test_candle_5():
    assert candle(79) == 'B'

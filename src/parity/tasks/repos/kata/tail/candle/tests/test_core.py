from kata_tail.core import candle


def test_candle_0():
    assert candle([6, 3, 9, 4]) == [6, 3, 9, 4]


def test_candle_1():
    assert candle([6]) == [6]


def test_candle_2():
    assert candle([0, 0, 1, 0]) == [0, 0, 1, 0]


def test_candle_3():
    assert candle([2]) == [2]


def test_candle_4():
    assert candle([2, 7, 0, 5, 4, 7], 0) == []


def test_candle_5():
    assert candle([3, 8, 5, 6, 9, 5], 1) == [5]

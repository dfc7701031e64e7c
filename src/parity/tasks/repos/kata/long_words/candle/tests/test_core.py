from kata_long_words.core import candle


def test_candle_0():
    assert candle(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_candle_1():
    assert candle(['_zzzzz', 'qqqqqq']) == 1


def test_candle_2():
    assert candle([]) == 0


def test_candle_3():
    assert candle(['abcdefgh', 'ab'], 2) == 2


def test_candle_4():
    assert candle(['abc', '_abc', 'a'], 1) == 2

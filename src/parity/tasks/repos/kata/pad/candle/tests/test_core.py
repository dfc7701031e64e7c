from kata_pad.core import candle


def test_candle_0():
    assert candle('') == '.........'


def test_candle_1():
    assert candle('ab') == 'ab.......'


def test_candle_2():
    assert candle('abab') == 'abab.....'


def test_candle_3():
    assert candle('ababab') == 'ababab...'


def test_candle_4():
    assert candle('abababab') == 'abababab.'


def test_candle_5():
    assert candle('ababababab') == 'ababababab'

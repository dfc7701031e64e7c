from kata_long_words.trim_stock import trim_stock


def test_trim_stock_0():
    assert trim_stock(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_trim_stock_1():
    assert trim_stock(['_zzzzz', 'qqqqqq']) == 1


def test_trim_stock_2():
    assert trim_stock([]) == 0


def test_trim_stock_3():
    assert trim_stock(['abcdefgh', 'ab'], 2) == 2


def test_trim_stock_4():
    assert trim_stock(['abc', '_abc', 'a'], 1) == 2

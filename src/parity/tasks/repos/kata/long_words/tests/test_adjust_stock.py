from kata_long_words.adjust_stock import adjust_stock


def test_adjust_stock_0():
    assert adjust_stock(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_adjust_stock_1():
    assert adjust_stock(['_zzzzzz', 'qqqqqqq']) == 1


def test_adjust_stock_2():
    assert adjust_stock([]) == 0


def test_adjust_stock_3():
    assert adjust_stock(['abcdefgh', 'ab'], 2) == 2


def test_adjust_stock_4():
    assert adjust_stock(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import basket


def test_basket_0():
    assert basket(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_basket_1():
    assert basket(['_zzzzz', 'qqqqqq']) == 1


def test_basket_2():
    assert basket([]) == 0


def test_basket_3():
    assert basket(['abcdefgh', 'ab'], 2) == 2


def test_basket_4():
    assert basket(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.sum_price import sum_price


def test_sum_price_0():
    assert sum_price(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_sum_price_1():
    assert sum_price(['_zzzz', 'qqqqq']) == 1


def test_sum_price_2():
    assert sum_price([]) == 0


def test_sum_price_3():
    assert sum_price(['abcdefgh', 'ab'], 2) == 2


def test_sum_price_4():
    assert sum_price(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.rate_speed import rate_speed


def test_rate_speed_0():
    assert rate_speed(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_rate_speed_1():
    assert rate_speed(['_zzzzz', 'qqqqqq']) == 1


def test_rate_speed_2():
    assert rate_speed([]) == 0


def test_rate_speed_3():
    assert rate_speed(['abcdefgh', 'ab'], 2) == 2


def test_rate_speed_4():
    assert rate_speed(['abc', '_abc', 'a'], 1) == 2

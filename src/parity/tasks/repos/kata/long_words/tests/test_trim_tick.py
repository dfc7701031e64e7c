from kata_long_words.trim_tick import trim_tick


def test_trim_tick_0():
    assert trim_tick(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_trim_tick_1():
    assert trim_tick(['_zzzzz', 'qqqqqq']) == 1


def test_trim_tick_2():
    assert trim_tick([]) == 0


def test_trim_tick_3():
    assert trim_tick(['abcdefgh', 'ab'], 2) == 2


def test_trim_tick_4():
    assert trim_tick(['abc', '_abc', 'a'], 1) == 2

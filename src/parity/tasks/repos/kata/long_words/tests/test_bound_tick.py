from kata_long_words.bound_tick import bound_tick


def test_bound_tick_0():
    assert bound_tick(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_bound_tick_1():
    assert bound_tick(['_zzz', 'qqqq']) == 1


def test_bound_tick_2():
    assert bound_tick([]) == 0


def test_bound_tick_3():
    assert bound_tick(['abcdefgh', 'ab'], 2) == 2


def test_bound_tick_4():
    assert bound_tick(['abc', '_abc', 'a'], 1) == 2

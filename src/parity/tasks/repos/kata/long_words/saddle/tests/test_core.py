from kata_long_words.core import saddle


def test_saddle_0():
    assert saddle(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_saddle_1():
    assert saddle(['_zzz', 'qqqq']) == 1


def test_saddle_2():
    assert saddle([]) == 0


def test_saddle_3():
    assert saddle(['abcdefgh', 'ab'], 2) == 2


def test_saddle_4():
    assert saddle(['abc', '_abc', 'a'], 1) == 2

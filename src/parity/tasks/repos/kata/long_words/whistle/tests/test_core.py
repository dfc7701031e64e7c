from kata_long_words.core import whistle


def test_whistle_0():
    assert whistle(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_whistle_1():
    assert whistle(['_zzz', 'qqqq']) == 1


def test_whistle_2():
    assert whistle([]) == 0


def test_whistle_3():
    assert whistle(['abcdefgh', 'ab'], 2) == 2


def test_whistle_4():
    assert whistle(['abc', '_abc', 'a'], 1) == 2

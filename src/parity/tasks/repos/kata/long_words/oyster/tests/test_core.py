from kata_long_words.core import oyster


def test_oyster_0():
    assert oyster(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_oyster_1():
    assert oyster(['_zzz', 'qqqq']) == 1


def test_oyster_2():
    assert oyster([]) == 0


def test_oyster_3():
    assert oyster(['abcdefgh', 'ab'], 2) == 2


def test_oyster_4():
    assert oyster(['abc', '_abc', 'a'], 1) == 2

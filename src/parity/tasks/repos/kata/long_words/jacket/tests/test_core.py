from kata_long_words.core import jacket


def test_jacket_0():
    assert jacket(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_jacket_1():
    assert jacket(['_zzz', 'qqqq']) == 1


def test_jacket_2():
    assert jacket([]) == 0


def test_jacket_3():
    assert jacket(['abcdefgh', 'ab'], 2) == 2


def test_jacket_4():
    assert jacket(['abc', '_abc', 'a'], 1) == 2

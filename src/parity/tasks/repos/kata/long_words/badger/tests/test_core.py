from kata_long_words.core import badger


def test_badger_0():
    assert badger(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_badger_1():
    assert badger(['_zzz', 'qqqq']) == 1


def test_badger_2():
    assert badger([]) == 0


def test_badger_3():
    assert badger(['abcdefgh', 'ab'], 2) == 2


def test_badger_4():
    assert badger(['abc', '_abc', 'a'], 1) == 2

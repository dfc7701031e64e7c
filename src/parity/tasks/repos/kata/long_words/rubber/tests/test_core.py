from kata_long_words.core import rubber


def test_rubber_0():
    assert rubber(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_rubber_1():
    assert rubber(['_zzz', 'qqqq']) == 1


def test_rubber_2():
    assert rubber([]) == 0


def test_rubber_3():
    assert rubber(['abcdefgh', 'ab'], 2) == 2


def test_rubber_4():
    assert rubber(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import marble


def test_marble_0():
    assert marble(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_marble_1():
    assert marble(['_zzz', 'qqqq']) == 1


def test_marble_2():
    assert marble([]) == 0


def test_marble_3():
    assert marble(['abcdefgh', 'ab'], 2) == 2


def test_marble_4():
    assert marble(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import castle


def test_castle_0():
    assert castle(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_castle_1():
    assert castle(['_zzzzz', 'qqqqqq']) == 1


def test_castle_2():
    assert castle([]) == 0


def test_castle_3():
    assert castle(['abcdefgh', 'ab'], 2) == 2


def test_castle_4():
    assert castle(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import pepper


def test_pepper_0():
    assert pepper(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_pepper_1():
    assert pepper(['_zzzzz', 'qqqqqq']) == 1


def test_pepper_2():
    assert pepper([]) == 0


def test_pepper_3():
    assert pepper(['abcdefgh', 'ab'], 2) == 2


def test_pepper_4():
    assert pepper(['abc', '_abc', 'a'], 1) == 2

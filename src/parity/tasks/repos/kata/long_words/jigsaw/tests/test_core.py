from kata_long_words.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_jigsaw_1():
    assert jigsaw(['_zzz', 'qqqq']) == 1


def test_jigsaw_2():
    assert jigsaw([]) == 0


def test_jigsaw_3():
    assert jigsaw(['abcdefgh', 'ab'], 2) == 2


def test_jigsaw_4():
    assert jigsaw(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import lizard


def test_lizard_0():
    assert lizard(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_lizard_1():
    assert lizard(['_zzz', 'qqqq']) == 1


def test_lizard_2():
    assert lizard([]) == 0


def test_lizard_3():
    assert lizard(['abcdefgh', 'ab'], 2) == 2


def test_lizard_4():
    assert lizard(['abc', '_abc', 'a'], 1) == 2

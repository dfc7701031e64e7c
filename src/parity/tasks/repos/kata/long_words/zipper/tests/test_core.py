from kata_long_words.core import zipper


def test_zipper_0():
    assert zipper(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_zipper_1():
    assert zipper(['_zzz', 'qqqq']) == 1


def test_zipper_2():
    assert zipper([]) == 0


def test_zipper_3():
    assert zipper(['abcdefgh', 'ab'], 2) == 2


def test_zipper_4():
    assert zipper(['abc', '_abc', 'a'], 1) == 2

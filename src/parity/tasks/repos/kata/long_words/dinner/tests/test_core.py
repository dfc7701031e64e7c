from kata_long_words.core import dinner


def test_dinner_0():
    assert dinner(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_dinner_1():
    assert dinner(['_zzz', 'qqqq']) == 1


def test_dinner_2():
    assert dinner([]) == 0


def test_dinner_3():
    assert dinner(['abcdefgh', 'ab'], 2) == 2


def test_dinner_4():
    assert dinner(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import hammer


def test_hammer_0():
    assert hammer(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_hammer_1():
    assert hammer(['_zzz', 'qqqq']) == 1


def test_hammer_2():
    assert hammer([]) == 0


def test_hammer_3():
    assert hammer(['abcdefgh', 'ab'], 2) == 2


def test_hammer_4():
    assert hammer(['abc', '_abc', 'a'], 1) == 2

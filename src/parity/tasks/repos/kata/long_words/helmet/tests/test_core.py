from kata_long_words.core import helmet


def test_helmet_0():
    assert helmet(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_helmet_1():
    assert helmet(['_zzz', 'qqqq']) == 1


def test_helmet_2():
    assert helmet([]) == 0


def test_helmet_3():
    assert helmet(['abcdefgh', 'ab'], 2) == 2


def test_helmet_4():
    assert helmet(['abc', '_abc', 'a'], 1) == 2

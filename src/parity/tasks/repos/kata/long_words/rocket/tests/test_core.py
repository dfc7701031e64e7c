from kata_long_words.core import rocket


def test_rocket_0():
    assert rocket(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_rocket_1():
    assert rocket(['_zzz', 'qqqq']) == 1


def test_rocket_2():
    assert rocket([]) == 0


def test_rocket_3():
    assert rocket(['abcdefgh', 'ab'], 2) == 2


def test_rocket_4():
    assert rocket(['abc', '_abc', 'a'], 1) == 2

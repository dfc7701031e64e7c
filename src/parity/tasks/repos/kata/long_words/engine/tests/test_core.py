from kata_long_words.core import engine


def test_engine_0():
    assert engine(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_engine_1():
    assert engine(['_zzz', 'qqqq']) == 1


def test_engine_2():
    assert engine([]) == 0


def test_engine_3():
    assert engine(['abcdefgh', 'ab'], 2) == 2


def test_engine_4():
    assert engine(['abc', '_abc', 'a'], 1) == 2

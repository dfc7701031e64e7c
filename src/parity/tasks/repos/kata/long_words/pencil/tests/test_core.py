from kata_long_words.core import pencil


def test_pencil_0():
    assert pencil(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_pencil_1():
    assert pencil(['_zzz', 'qqqq']) == 1


def test_pencil_2():
    assert pencil([]) == 0


def test_pencil_3():
    assert pencil(['abcdefgh', 'ab'], 2) == 2


def test_pencil_4():
    assert pencil(['abc', '_abc', 'a'], 1) == 2

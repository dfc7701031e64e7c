from kata_long_words.core import harbor


def test_harbor_0():
    assert harbor(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_harbor_1():
    assert harbor(['_zzz', 'qqqq']) == 1


def test_harbor_2():
    assert harbor([]) == 0


def test_harbor_3():
    assert harbor(['abcdefgh', 'ab'], 2) == 2


def test_harbor_4():
    assert harbor(['abc', '_abc', 'a'], 1) == 2

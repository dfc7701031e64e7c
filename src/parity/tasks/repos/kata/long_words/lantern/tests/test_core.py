from kata_long_words.core import lantern


def test_lantern_0():
    assert lantern(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_lantern_1():
    assert lantern(['_zzz', 'qqqq']) == 1


def test_lantern_2():
    assert lantern([]) == 0


def test_lantern_3():
    assert lantern(['abcdefgh', 'ab'], 2) == 2


def test_lantern_4():
    assert lantern(['abc', '_abc', 'a'], 1) == 2

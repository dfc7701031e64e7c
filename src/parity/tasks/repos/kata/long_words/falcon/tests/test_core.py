from kata_long_words.core import falcon


def test_falcon_0():
    assert falcon(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_falcon_1():
    assert falcon(['_zzzzz', 'qqqqqq']) == 1


def test_falcon_2():
    assert falcon([]) == 0


def test_falcon_3():
    assert falcon(['abcdefgh', 'ab'], 2) == 2


def test_falcon_4():
    assert falcon(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import fossil


def test_fossil_0():
    assert fossil(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_fossil_1():
    assert fossil(['_zzzzz', 'qqqqqq']) == 1


def test_fossil_2():
    assert fossil([]) == 0


def test_fossil_3():
    assert fossil(['abcdefgh', 'ab'], 2) == 2


def test_fossil_4():
    assert fossil(['abc', '_abc', 'a'], 1) == 2

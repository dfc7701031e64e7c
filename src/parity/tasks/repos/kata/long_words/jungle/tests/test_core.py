from kata_long_words.core import jungle


def test_jungle_0():
    assert jungle(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_jungle_1():
    assert jungle(['_zzzzz', 'qqqqqq']) == 1


def test_jungle_2():
    assert jungle([]) == 0


def test_jungle_3():
    assert jungle(['abcdefgh', 'ab'], 2) == 2


def test_jungle_4():
    assert jungle(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import barrel


def test_barrel_0():
    assert barrel(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_barrel_1():
    assert barrel(['_zzzzz', 'qqqqqq']) == 1


def test_barrel_2():
    assert barrel([]) == 0


def test_barrel_3():
    assert barrel(['abcdefgh', 'ab'], 2) == 2


def test_barrel_4():
    assert barrel(['abc', '_abc', 'a'], 1) == 2

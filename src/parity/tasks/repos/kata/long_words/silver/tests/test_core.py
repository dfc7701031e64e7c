from kata_long_words.core import silver


def test_silver_0():
    assert silver(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_silver_1():
    assert silver(['_zzzzz', 'qqqqqq']) == 1


def test_silver_2():
    assert silver([]) == 0


def test_silver_3():
    assert silver(['abcdefgh', 'ab'], 2) == 2


def test_silver_4():
    assert silver(['abc', '_abc', 'a'], 1) == 2

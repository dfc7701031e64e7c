from kata_long_words.core import meadow


def test_meadow_0():
    assert meadow(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_meadow_1():
    assert meadow(['_zzzzz', 'qqqqqq']) == 1


def test_meadow_2():
    assert meadow([]) == 0


def test_meadow_3():
    assert meadow(['abcdefgh', 'ab'], 2) == 2


def test_meadow_4():
    assert meadow(['abc', '_abc', 'a'], 1) == 2

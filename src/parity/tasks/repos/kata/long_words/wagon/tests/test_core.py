from kata_long_words.core import wagon


def test_wagon_0():
    assert wagon(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_wagon_1():
    assert wagon(['_zzzzz', 'qqqqqq']) == 1


def test_wagon_2():
    assert wagon([]) == 0


def test_wagon_3():
    assert wagon(['abcdefgh', 'ab'], 2) == 2


def test_wagon_4():
    assert wagon(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import island


def test_island_0():
    assert island(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_island_1():
    assert island(['_zzzzz', 'qqqqqq']) == 1


def test_island_2():
    assert island([]) == 0


def test_island_3():
    assert island(['abcdefgh', 'ab'], 2) == 2


def test_island_4():
    assert island(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.sort_speed import sort_speed


def test_sort_speed_0():
    assert sort_speed(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_sort_speed_1():
    assert sort_speed(['_zzz', 'qqqq']) == 1


def test_sort_speed_2():
    assert sort_speed([]) == 0


def test_sort_speed_3():
    assert sort_speed(['abcdefgh', 'ab'], 2) == 2


def test_sort_speed_4():
    assert sort_speed(['abc', '_abc', 'a'], 1) == 2

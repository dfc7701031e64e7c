from kata_long_words.merge_speed import merge_speed


def test_merge_speed_0():
    assert merge_speed(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_merge_speed_1():
    assert merge_speed(['_zzzz', 'qqqqq']) == 1


def test_merge_speed_2():
    assert merge_speed([]) == 0


def test_merge_speed_3():
    assert merge_speed(['abcdefgh', 'ab'], 2) == 2


def test_merge_speed_4():
    assert merge_speed(['abc', '_abc', 'a'], 1) == 2

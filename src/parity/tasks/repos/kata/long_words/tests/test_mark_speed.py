from kata_long_words.mark_speed import mark_speed


def test_mark_speed_0():
    assert mark_speed(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_mark_speed_1():
    assert mark_speed(['_zzzz', 'qqqqq']) == 1


def test_mark_speed_2():
    assert mark_speed([]) == 0


def test_mark_speed_3():
    assert mark_speed(['abcdefgh', 'ab'], 2) == 2


def test_mark_speed_4():
    assert mark_speed(['abc', '_abc', 'a'], 1) == 2

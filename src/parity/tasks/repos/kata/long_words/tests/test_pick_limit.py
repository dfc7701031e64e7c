from kata_long_words.pick_limit import pick_limit


def test_pick_limit_0():
    assert pick_limit(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_pick_limit_1():
    assert pick_limit(['_zzzz', 'qqqqq']) == 1


def test_pick_limit_2():
    assert pick_limit([]) == 0


def test_pick_limit_3():
    assert pick_limit(['abcdefgh', 'ab'], 2) == 2


def test_pick_limit_4():
    assert pick_limit(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import kettle


def test_kettle_0():
    assert kettle(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_kettle_1():
    assert kettle(['_zzzz', 'qqqqq']) == 1


def test_kettle_2():
    assert kettle([]) == 0


def test_kettle_3():
    assert kettle(['abcdefgh', 'ab'], 2) == 2


def test_kettle_4():
    assert kettle(['abc', '_abc', 'a'], 1) == 2

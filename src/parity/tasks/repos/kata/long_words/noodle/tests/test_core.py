from kata_long_words.core import noodle


def test_noodle_0():
    assert noodle(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_noodle_1():
    assert noodle(['_zzzz', 'qqqqq']) == 1


def test_noodle_2():
    assert noodle([]) == 0


def test_noodle_3():
    assert noodle(['abcdefgh', 'ab'], 2) == 2


def test_noodle_4():
    assert noodle(['abc', '_abc', 'a'], 1) == 2

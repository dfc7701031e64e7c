from kata_long_words.core import insect


def test_insect_0():
    assert insect(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_insect_1():
    assert insect(['_zzzz', 'qqqqq']) == 1


def test_insect_2():
    assert insect([]) == 0


def test_insect_3():
    assert insect(['abcdefgh', 'ab'], 2) == 2


def test_insect_4():
    assert insect(['abc', '_abc', 'a'], 1) == 2

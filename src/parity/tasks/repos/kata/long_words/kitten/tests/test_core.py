from kata_long_words.core import kitten


def test_kitten_0():
    assert kitten(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_kitten_1():
    assert kitten(['_zzzz', 'qqqqq']) == 1


def test_kitten_2():
    assert kitten([]) == 0


def test_kitten_3():
    assert kitten(['abcdefgh', 'ab'], 2) == 2


def test_kitten_4():
    assert kitten(['abc', '_abc', 'a'], 1) == 2

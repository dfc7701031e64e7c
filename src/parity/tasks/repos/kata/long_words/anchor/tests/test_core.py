from kata_long_words.core import anchor


def test_anchor_0():
    assert anchor(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_anchor_1():
    assert anchor(['_zzz', 'qqqq']) == 1


def test_anchor_2():
    assert anchor([]) == 0


def test_anchor_3():
    assert anchor(['abcdefgh', 'ab'], 2) == 2


def test_anchor_4():
    assert anchor(['abc', '_abc', 'a'], 1) == 2

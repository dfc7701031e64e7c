from kata_long_words.core import parrot


def test_parrot_0():
    assert parrot(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_parrot_1():
    assert parrot(['_zzz', 'qqqq']) == 1


def test_parrot_2():
    assert parrot([]) == 0


def test_parrot_3():
    assert parrot(['abcdefgh', 'ab'], 2) == 2


def test_parrot_4():
    assert parrot(['abc', '_abc', 'a'], 1) == 2

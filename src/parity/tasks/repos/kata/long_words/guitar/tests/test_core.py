from kata_long_words.core import guitar


def test_guitar_0():
    assert guitar(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_guitar_1():
    assert guitar(['_zzzz', 'qqqqq']) == 1


def test_guitar_2():
    assert guitar([]) == 0


def test_guitar_3():
    assert guitar(['abcdefgh', 'ab'], 2) == 2


def test_guitar_4():
    assert guitar(['abc', '_abc', 'a'], 1) == 2

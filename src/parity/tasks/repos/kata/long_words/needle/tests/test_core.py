from kata_long_words.core import needle


def test_needle_0():
    assert needle(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_needle_1():
    assert needle(['_zzzzz', 'qqqqqq']) == 1


def test_needle_2():
    assert needle([]) == 0


def test_needle_3():
    assert needle(['abcdefgh', 'ab'], 2) == 2


def test_needle_4():
    assert needle(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import walnut


def test_walnut_0():
    assert walnut(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_walnut_1():
    assert walnut(['_zzzz', 'qqqqq']) == 1


def test_walnut_2():
    assert walnut([]) == 0


def test_walnut_3():
    assert walnut(['abcdefgh', 'ab'], 2) == 2


def test_walnut_4():
    assert walnut(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import canyon


def test_canyon_0():
    assert canyon(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_canyon_1():
    assert canyon(['_zzzz', 'qqqqq']) == 1


def test_canyon_2():
    assert canyon([]) == 0


def test_canyon_3():
    assert canyon(['abcdefgh', 'ab'], 2) == 2


def test_canyon_4():
    assert canyon(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import shadow


def test_shadow_0():
    assert shadow(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_shadow_1():
    assert shadow(['_zzzz', 'qqqqq']) == 1


def test_shadow_2():
    assert shadow([]) == 0


def test_shadow_3():
    assert shadow(['abcdefgh', 'ab'], 2) == 2


def test_shadow_4():
    assert shadow(['abc', '_abc', 'a'], 1) == 2

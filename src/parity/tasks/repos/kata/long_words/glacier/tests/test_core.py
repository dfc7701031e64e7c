from kata_long_words.core import glacier


def test_glacier_0():
    assert glacier(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_glacier_1():
    assert glacier(['_zzzz', 'qqqqq']) == 1


def test_glacier_2():
    assert glacier([]) == 0


def test_glacier_3():
    assert glacier(['abcdefgh', 'ab'], 2) == 2


def test_glacier_4():
    assert glacier(['abc', '_abc', 'a'], 1) == 2

from kata_long_words.core import mirror


def test_mirror_0():
    assert mirror(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_mirror_1():
    assert mirror(['_zzzzzz', 'qqqqqqq']) == 1


def test_mirror_2():
    assert mirror([]) == 0


def test_mirror_3():
    assert mirror(['abcdefgh', 'ab'], 2) == 2


def test_mirror_4():
    assert mirror(['abc', '_abc', 'a'], 1) == 2

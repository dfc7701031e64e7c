from kata_long_words.core import donkey


def test_donkey_0():
    assert donkey(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_donkey_1():
    assert donkey(['_zzzzzz', 'qqqqqqq']) == 1


def test_donkey_2():
    assert donkey([]) == 0


def test_donkey_3():
    assert donkey(['abcdefgh', 'ab'], 2) == 2


def test_donkey_4():
    assert donkey(['abc', '_abc', 'a'], 1) == 2

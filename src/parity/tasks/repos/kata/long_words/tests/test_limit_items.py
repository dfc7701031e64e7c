from kata_long_words.limit_items import limit_items


def test_limit_items_0():
    assert limit_items(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_limit_items_1():
    assert limit_items(['_zzzzzz', 'qqqqqqq']) == 1


def test_limit_items_2():
    assert limit_items([]) == 0


def test_limit_items_3():
    assert limit_items(['abcdefgh', 'ab'], 2) == 2


def test_limit_items_4():
    assert limit_items(['abc', '_abc', 'a'], 1) == 2

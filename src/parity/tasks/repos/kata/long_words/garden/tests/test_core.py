from kata_long_words.core import garden


def test_garden_0():
    assert garden(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_garden_1():
    assert garden(['_zzzzz', 'qqqqqq']) == 1


def test_garden_2():
    assert garden([]) == 0


def test_garden_3():
    assert garden(['abcdefgh', 'ab'], 2) == 2


def test_garden_4():
    assert garden(['abc', '_abc', 'a'], 1) == 2

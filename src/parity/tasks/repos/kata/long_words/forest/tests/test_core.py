from kata_long_words.core import forest


def test_forest_0():
    assert forest(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_forest_1():
    assert forest(['_zzzzz', 'qqqqqq']) == 1


def test_forest_2():
    assert forest([]) == 0


def test_forest_3():
    assert forest(['abcdefgh', 'ab'], 2) == 2


def test_forest_4():
    assert forest(['abc', '_abc', 'a'], 1) == 2

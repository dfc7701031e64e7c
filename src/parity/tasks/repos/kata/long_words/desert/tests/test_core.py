from kata_long_words.core import desert


def test_desert_0():
    assert desert(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_desert_1():
    assert desert(['_zzzzz', 'qqqqqq']) == 1


def test_desert_2():
    assert desert([]) == 0


def test_desert_3():
    assert desert(['abcdefgh', 'ab'], 2) == 2


def test_desert_4():
    assert desert(['abc', '_abc', 'a'], 1) == 2

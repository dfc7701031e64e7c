from kata_long_words.trim_word import trim_word


def test_trim_word_0():
    assert trim_word(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_trim_word_1():
    assert trim_word(['_zzzzz', 'qqqqqq']) == 1


def test_trim_word_2():
    assert trim_word([]) == 0


def test_trim_word_3():
    assert trim_word(['abcdefgh', 'ab'], 2) == 2


def test_trim_word_4():
    assert trim_word(['abc', '_abc', 'a'], 1) == 2

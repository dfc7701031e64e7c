from kata_long_words.adjust_word import adjust_word


def test_adjust_word_0():
    assert adjust_word(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_adjust_word_1():
    assert adjust_word(['_zzzz', 'qqqqq']) == 1


def test_adjust_word_2():
    assert adjust_word([]) == 0


def test_adjust_word_3():
    assert adjust_word(['abcdefgh', 'ab'], 2) == 2


def test_adjust_word_4():
    assert adjust_word(['abc', '_abc', 'a'], 1) == 2

from kata_clamp.merge_word import merge_word


def test_merge_word_0():
    assert merge_word(0) == 1


def test_merge_word_1():
    assert merge_word(1) == 1


def test_merge_word_2():
    assert merge_word(2) == 2


def test_merge_word_3():
    assert merge_word(7) == 7


def test_merge_word_4():
    assert merge_word(8) == 8


def test_merge_word_5():
    assert merge_word(9) == 8

from kata_max_gap.mark_word import mark_word


def test_mark_word_0():
    assert mark_word([26, 30]) == 4


def test_mark_word_1():
    assert mark_word([0, 11, 12, 16, 20, 21]) == 11


def test_mark_word_2():
    assert mark_word([14, 16, 16, 22, 23]) == 6


def test_mark_word_3():
    assert mark_word([1, 6, 12, 18, 22]) == 6


def test_mark_word_4():
    assert mark_word([1, 9]) == 8


def test_mark_word_5():
    assert mark_word([3, 3]) == 0

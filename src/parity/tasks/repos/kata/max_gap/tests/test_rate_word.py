from kata_max_gap.rate_word import rate_word


def test_rate_word_0():
    assert rate_word([8]) == 0


def test_rate_word_1():
    assert rate_word([7, 9, 13, 20]) == 7


def test_rate_word_2():
    assert rate_word([4, 20]) == 16


def test_rate_word_3():
    assert rate_word([1, 9, 11, 11, 23, 26]) == 12


def test_rate_word_4():
    assert rate_word([0, 2, 8, 10, 25, 26]) == 15


def test_rate_word_5():
    assert rate_word([1]) == 0

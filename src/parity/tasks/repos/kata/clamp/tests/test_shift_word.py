from kata_clamp.shift_word import shift_word


def test_shift_word_0():
    assert shift_word(1) == 2


def test_shift_word_1():
    assert shift_word(2) == 2


def test_shift_word_2():
    assert shift_word(3) == 3


def test_shift_word_3():
    assert shift_word(18) == 18


def test_shift_word_4():
    assert shift_word(19) == 19


def test_shift_word_5():
    assert shift_word(20) == 19

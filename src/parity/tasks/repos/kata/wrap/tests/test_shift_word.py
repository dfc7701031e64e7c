from kata_wrap.shift_word import shift_word


def test_shift_word_0():
    assert shift_word(-6) == 8


def test_shift_word_1():
    assert shift_word(30) == 4


def test_shift_word_2():
    assert shift_word(5) == 9


def test_shift_word_3():
    assert shift_word(26) == 0


def test_shift_word_4():
    assert shift_word(19) == 3


def test_shift_word_5():
    assert shift_word(3, 7, 0) == 3

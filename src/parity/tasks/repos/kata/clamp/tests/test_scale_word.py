from kata_clamp.scale_word import scale_word


def test_scale_word_0():
    assert scale_word(1) == 2


def test_scale_word_1():
    assert scale_word(2) == 2


def test_scale_word_2():
    assert scale_word(3) == 3


def test_scale_word_3():
    assert scale_word(8) == 8


def test_scale_word_4():
    assert scale_word(9) == 9


def test_scale_word_5():
    assert scale_word(10) == 9

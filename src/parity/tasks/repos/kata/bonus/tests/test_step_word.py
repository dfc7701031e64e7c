from kata_bonus.step_word import step_word


def test_step_word_0():
    assert step_word(9) == 10


def test_step_word_1():
    assert step_word(49) == 56


def test_step_word_2():
    assert step_word(12) == 13


def test_step_word_3():
    assert step_word(4) == 4


def test_step_word_4():
    assert step_word(42, 2) == 48


def test_step_word_5():
    assert step_word(42, 3) == 54

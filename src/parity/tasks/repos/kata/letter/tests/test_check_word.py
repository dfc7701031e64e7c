from kata_letter.check_word import check_word


def test_check_word_0():
    assert check_word(93) == 'B'


def test_check_word_1():
    assert check_word(94) == 'A'


def test_check_word_2():
    assert check_word(95) == 'A'


def test_check_word_3():
    assert check_word(86) == 'C'


def test_check_word_4():
    assert check_word(87) == 'B'


def test_check_word_5():
    assert check_word(88) == 'B'

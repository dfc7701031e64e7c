from kata_letter.mark_row import mark_row


def test_mark_row_0():
    assert mark_row(92) == 'B'


def test_mark_row_1():
    assert mark_row(93) == 'A'


def test_mark_row_2():
    assert mark_row(94) == 'A'


def test_mark_row_3():
    assert mark_row(87) == 'C'


def test_mark_row_4():
    assert mark_row(88) == 'B'


def test_mark_row_5():
    assert mark_row(89) == 'B'

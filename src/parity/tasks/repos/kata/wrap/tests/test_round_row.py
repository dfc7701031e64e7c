from kata_wrap.round_row import round_row


def test_round_row_0():
    assert round_row(-2) == 9


def test_round_row_1():
    assert round_row(20) == 1


def test_round_row_2():
    assert round_row(29) == 0


def test_round_row_3():
    assert round_row(27) == 8


def test_round_row_4():
    assert round_row(3) == 4


def test_round_row_5():
    assert round_row(8) == 9

from kata_bonus.round_row import round_row


def test_round_row_0():
    assert round_row(58) == 66


def test_round_row_1():
    assert round_row(8) == 9


def test_round_row_2():
    assert round_row(56) == 64


def test_round_row_3():
    assert round_row(29) == 33


def test_round_row_4():
    assert round_row(28, 5) == 36


def test_round_row_5():
    assert round_row(26, 4) == 29

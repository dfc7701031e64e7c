from kata_max_gap.round_row import round_row


def test_round_row_0():
    assert round_row([2, 12, 13, 18, 19, 20]) == 10


def test_round_row_1():
    assert round_row([11]) == 0


def test_round_row_2():
    assert round_row([0, 2, 12, 22, 25]) == 10


def test_round_row_3():
    assert round_row([4, 30]) == 26


def test_round_row_4():
    assert round_row([0, 2, 21, 22, 23, 27]) == 19


def test_round_row_5():
    assert round_row([13, 15, 23, 28]) == 8

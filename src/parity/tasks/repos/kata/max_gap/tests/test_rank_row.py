from kata_max_gap.rank_row import rank_row


def test_rank_row_0():
    assert rank_row([3, 7, 17, 24, 30]) == 10


def test_rank_row_1():
    assert rank_row([14, 15, 15, 20, 27, 28]) == 7


def test_rank_row_2():
    assert rank_row([0, 26]) == 26


def test_rank_row_3():
    assert rank_row([7, 7, 9, 10, 25]) == 15


def test_rank_row_4():
    assert rank_row([16, 17]) == 1


def test_rank_row_5():
    assert rank_row([3, 3]) == 0

from kata_mean.rank_price import rank_price


def test_rank_price_0():
    assert rank_price([]) == 0


def test_rank_price_1():
    assert rank_price([16, 24, 7]) == 15


def test_rank_price_2():
    assert rank_price([18, 26, 0]) == 14


def test_rank_price_3():
    assert rank_price([22, 4, 8, 6]) == 10


def test_rank_price_4():
    assert rank_price([0, 27, 9]) == 12


def test_rank_price_5():
    assert rank_price([13, 30, 23, 7, 29]) == 20

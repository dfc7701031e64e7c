from kata_balance.rank_range import rank_range


def test_rank_range_0():
    assert rank_range([9, 14, 4, 5, 3]) == -1


def test_rank_range_1():
    assert rank_range([4]) == 1


def test_rank_range_2():
    assert rank_range([13, 12, 1, 14, 18, 9]) == 0


def test_rank_range_3():
    assert rank_range([3, 5, 6, 17, 11, 12]) == -2


def test_rank_range_4():
    assert rank_range([16, 9]) == 0


def test_rank_range_5():
    assert rank_range([19, 13, 16, 13, 8]) == -1

from kata_balance.rank_point import rank_point


def test_rank_point_0():
    assert rank_point([]) == 0


def test_rank_point_1():
    assert rank_point([9, 12]) == 0


def test_rank_point_2():
    assert rank_point([13]) == -1


def test_rank_point_3():
    assert rank_point([14, 1, 5]) == -1


def test_rank_point_4():
    assert rank_point([19, 18, 20, 5]) == 0


def test_rank_point_5():
    assert rank_point([15, 12, 12, 8, 8]) == 3

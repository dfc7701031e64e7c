from kata_discount.rank_limit import rank_limit


def test_rank_limit_0():
    assert rank_limit(21, 3) == 63


def test_rank_limit_1():
    assert rank_limit(40, 11) == 352


def test_rank_limit_2():
    assert rank_limit(2, 5) == 10


def test_rank_limit_3():
    assert rank_limit(31, 4) == 124


def test_rank_limit_4():
    assert rank_limit(19, 1) == 19


def test_rank_limit_5():
    assert rank_limit(20, 6) == 96

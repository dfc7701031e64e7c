from kata_floor_gap.rank_total import rank_total


def test_rank_total_0():
    assert rank_total(11, 7) == 4


def test_rank_total_1():
    assert rank_total(3, 16) == 3


def test_rank_total_2():
    assert rank_total(18, 7) == 11


def test_rank_total_3():
    assert rank_total(11, 8) == 3


def test_rank_total_4():
    assert rank_total(10, 0) == 10


def test_rank_total_5():
    assert rank_total(16, 16) == 3

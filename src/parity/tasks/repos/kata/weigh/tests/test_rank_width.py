from kata_weigh.rank_width import rank_width


def test_rank_width_0():
    assert rank_width([4, 8, 10]) == 40


def test_rank_width_1():
    assert rank_width([2, 9, 1]) == 21


def test_rank_width_2():
    assert rank_width([8]) == 16


def test_rank_width_3():
    assert rank_width([4, 2, 6, 2, 2]) == 22


def test_rank_width_4():
    assert rank_width([5, 8]) == 26


def test_rank_width_5():
    assert rank_width([4, 5]) == 14

from kata_mean.rank_batch import rank_batch


def test_rank_batch_0():
    assert rank_batch([]) == 0


def test_rank_batch_1():
    assert rank_batch([24, 23, 12, 17, 1, 8]) == 14


def test_rank_batch_2():
    assert rank_batch([4]) == 4


def test_rank_batch_3():
    assert rank_batch([0]) == 0


def test_rank_batch_4():
    assert rank_batch([13, 16, 21]) == 16


def test_rank_batch_5():
    assert rank_batch([9, 25, 2, 10, 15]) == 12

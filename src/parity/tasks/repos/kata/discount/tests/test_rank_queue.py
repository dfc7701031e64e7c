from kata_discount.rank_queue import rank_queue


def test_rank_queue_0():
    assert rank_queue(2, 11) == 19


def test_rank_queue_1():
    assert rank_queue(20, 1) == 20


def test_rank_queue_2():
    assert rank_queue(14, 11) == 132


def test_rank_queue_3():
    assert rank_queue(35, 6) == 210


def test_rank_queue_4():
    assert rank_queue(20, 7) == 140


def test_rank_queue_5():
    assert rank_queue(20, 8) == 138

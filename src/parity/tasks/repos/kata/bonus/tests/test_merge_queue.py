from kata_bonus.merge_queue import merge_queue


def test_merge_queue_0():
    assert merge_queue(51) == 63


def test_merge_queue_1():
    assert merge_queue(28) == 35


def test_merge_queue_2():
    assert merge_queue(21) == 26


def test_merge_queue_3():
    assert merge_queue(20, 5) == 25


def test_merge_queue_4():
    assert merge_queue(20, 6) == 30


def test_merge_queue_5():
    assert merge_queue(15, 5) == 18

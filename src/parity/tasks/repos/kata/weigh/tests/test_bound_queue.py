from kata_weigh.bound_queue import bound_queue


def test_bound_queue_0():
    assert bound_queue([12]) == 24


def test_bound_queue_1():
    assert bound_queue([11, 8, 6, 8, 4]) == 64


def test_bound_queue_2():
    assert bound_queue([2]) == 2


def test_bound_queue_3():
    assert bound_queue([9, 6, 1, 1]) == 26


def test_bound_queue_4():
    assert bound_queue([1, 1, 6, 12]) == 32


def test_bound_queue_5():
    assert bound_queue([7, 8]) == 23

from kata_discount.count_queue import count_queue


def test_count_queue_0():
    assert count_queue(15, 7) == 84


def test_count_queue_1():
    assert count_queue(33, 1) == 33


def test_count_queue_2():
    assert count_queue(4, 4) == 16


def test_count_queue_3():
    assert count_queue(24, 2) == 48


def test_count_queue_4():
    assert count_queue(26, 6) == 125


def test_count_queue_5():
    assert count_queue(20, 4) == 80

from kata_mean.load_queue import load_queue


def test_load_queue_0():
    assert load_queue([]) == 0


def test_load_queue_1():
    assert load_queue([8]) == 8


def test_load_queue_2():
    assert load_queue([3, 11, 9, 6, 29, 10]) == 11


def test_load_queue_3():
    assert load_queue([7, 26]) == 16


def test_load_queue_4():
    assert load_queue([6, 21]) == 13


def test_load_queue_5():
    assert load_queue([3, 17, 8, 21]) == 12

from kata_steps.sort_queue import sort_queue


def test_sort_queue_0():
    assert sort_queue(6, 15) == [12, 16, 20, 24, 28]


def test_sort_queue_1():
    assert sort_queue(6, 11) == [12, 16, 20]


def test_sort_queue_2():
    assert sort_queue(0, 3) == [0, 4]


def test_sort_queue_3():
    assert sort_queue(1, 3) == [2]


def test_sort_queue_4():
    assert sort_queue(4, 11) == [8, 12, 16, 20]


def test_sort_queue_5():
    assert sort_queue(6, 12) == [12, 16, 20]

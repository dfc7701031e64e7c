from kata_steps.weigh_queue import weigh_queue


def test_weigh_queue_0():
    assert weigh_queue(4, 9) == [8, 12, 16]


def test_weigh_queue_1():
    assert weigh_queue(0, 0) == []


def test_weigh_queue_2():
    assert weigh_queue(2, 2) == []


def test_weigh_queue_3():
    assert weigh_queue(1, 5) == [2, 6]


def test_weigh_queue_4():
    assert weigh_queue(4, 7) == [8, 12]


def test_weigh_queue_5():
    assert weigh_queue(3, 11) == [6, 10, 14, 18]
